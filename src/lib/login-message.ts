/** The text a wallet signs to log in (api-contract §5.2 step 4), UTF-8, no trailing newline. */
export function buildLoginMessage(serviceName: string, address: string, timestamp: number): string {
  return `I want to login at ${serviceName} with address ${address} at ${timestamp}`;
}
