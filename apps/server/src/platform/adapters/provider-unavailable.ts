/** An outside service could not answer now (network, timeout, quota, key refused): the caller may retry later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly reason: string,
  ) {
    super(`${service} unavailable: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}
