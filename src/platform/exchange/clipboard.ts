/**
 * Copies text for the player (user id, order id, card number…). Resolves true when the text reached the
 * clipboard; callers show common.copySuccess or common.copyFail (spec §8). Never throws.
 *
 * navigator.clipboard exists only in secure contexts (a LAN http address is not one), so the old
 * select-and-execCommand route is the fallback. In Node (machine tests) there is no clipboard: false.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && globalThis.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the fallback below.
    }
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
