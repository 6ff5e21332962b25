import { clearFlash, flashStore } from '../../lib/flash';

/** Shell flash message (spec 01 §2.3); the root layout clears it after each navigation. */
export function FlashBanner() {
  const flash = flashStore.useValue();
  if (!flash) return null;
  return (
    <div className={`flash flash--${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'} data-testid="flash">
      <span>{flash.message}</span>
      <button type="button" className="flash__fermer" aria-label="Fermer le message" onClick={clearFlash}>
        ×
      </button>
    </div>
  );
}
