/** A PNG the server accepts (by content) and the client accepts (10 KiB to 2 MiB): a KYC document photo. */
export function documentPhoto(): Buffer {
  // A PNG's signature and IHDR chunk (the server tells the type from the content), then padding.
  const header = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ', 'base64');
  return Buffer.concat([header, Buffer.alloc(20 * 1024, 7)]);
}
