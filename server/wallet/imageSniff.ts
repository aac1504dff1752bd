/** Image types a KYC upload may hold, told by their bytes, never by what the client declares. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * The image type the bytes are, or null. More than the first bytes: a PNG must open with its IHDR chunk, a JPEG
 * with SOI followed by a marker, a WebP's RIFF size must fit the file. Enough to refuse HTML, scripts, archives
 * or PDFs renamed .jpg; the reviewer's viewer never executes anything.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && ascii(bytes, 12, 16) === 'IHDR') {
    return 'image/png';
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && (bytes[3] ?? 0) >= 0xc0) {
    return 'image/jpeg';
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    const size = (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24);
    if (size >>> 0 <= bytes.length - 8 && ascii(bytes, 12, 15) === 'VP8') return 'image/webp';
  }
  return null;
}
