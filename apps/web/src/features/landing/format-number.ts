// Fixed locale so the sample figures read the same ("1,640") on every machine and in tests.
export const formatNumber = (value: number) => value.toLocaleString('en-US')
