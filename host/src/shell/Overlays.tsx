import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { dialogAtom, loadingCountAtom, payAtom, toastAtom } from './overlayState';

/** Shell overlays every remote drives through the facade (spec 2.11 "Shared overlays"). */
export function Overlays() {
  const toast = useAtomValue(toastAtom);
  const dialog = useAtomValue(dialogAtom);
  const loading = useAtomValue(loadingCountAtom) > 0;
  const pay = useAtomValue(payAtom);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (dialog) confirmRef.current?.focus();
  }, [dialog]);

  return (
    <>
      {toast && (
        <div className="toast" data-testid="toast" role="status" aria-live="polite" key={toast.id}>
          {toast.message}
        </div>
      )}
      {loading && !pay && (
        <div className="mask clear" data-testid="loading-mask" aria-busy="true">
          <div className="spinner">加载中</div>
        </div>
      )}
      {pay && (
        <div className="mask" data-testid="pay-overlay" role="alertdialog" aria-live="assertive">
          <div className={pay === 'done' ? 'spinner done' : 'spinner'}>{pay === 'done' ? '支付完成' : '支付中'}</div>
        </div>
      )}
      {dialog && (
        <div className="mask" onKeyDown={(e) => e.key === 'Escape' && dialog.cancelText && dialog.resolve(false)}>
          <div className="dialog" data-testid="dialog" role="dialog" aria-modal="true" aria-labelledby="dialog-body">
            {dialog.title && <h2>{dialog.title}</h2>}
            <p id="dialog-body">{dialog.content}</p>
            <div className="dialog-actions">
              {dialog.cancelText && (
                <button type="button" onClick={() => dialog.resolve(false)}>
                  {dialog.cancelText}
                </button>
              )}
              <button type="button" className="primary" ref={confirmRef} onClick={() => dialog.resolve(true)}>
                {dialog.confirmText}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
