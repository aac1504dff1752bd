/**
 * Reading a file the player picked (the KYC document photo) as base64, for machines: they hold only the
 * picked-file description and call this adapter from an actor. FileReader exists only in the browser.
 */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export function readFileAsBase64(file: PickedFile): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof FileReader === 'undefined' || !(file instanceof Blob)) {
      reject(new Error('No file reader here'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      // A data URL: "data:<type>;base64,<data>".
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
