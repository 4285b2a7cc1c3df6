/**
 * The simulated cashier of development, debug and test builds: a bottom sheet in plain DOM (no React), so the
 * simulation stays in its own lazy chunk. It is never part of a production build.
 */
export type PaySheetChoice = 'pay' | 'cancel' | 'fail' | 'silent';

const HEADING_ID = 'wkt-sim-pay-title';

const buttons: Array<{ choice: PaySheetChoice; label: string; style: Partial<CSSStyleDeclaration> }> = [
  // Colours keep at least 4.5:1 contrast with their text.
  { choice: 'pay', label: '支付', style: { background: '#067a3c', color: '#ffffff' } },
  { choice: 'cancel', label: '取消', style: { background: '#f2f2f2', color: '#1a1a1a' } },
  { choice: 'fail', label: '失败', style: { background: '#b3261e', color: '#ffffff' } },
  // A cashier that never answers (it happens in WeChat): the page must not wait for it forever.
  {
    choice: 'silent',
    label: '不回应',
    style: { background: '#ffffff', color: '#595959', border: '1px solid #8c8c8c' },
  },
];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  node.textContent = text;
  return node;
}

export function formatFen(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

/** Shows the sheet and resolves with the person's choice; the sheet is removed from the DOM before resolving. */
export function openPaySheet(options: { amountFen?: number | undefined }): Promise<PaySheetChoice> {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // top/right/bottom/left rather than `inset`, which Chrome 86 lacks.
  const backdrop = element('div', {
    position: 'fixed',
    top: '0',
    right: '0',
    bottom: '0',
    left: '0',
    background: 'rgba(0,0,0,0.5)',
    zIndex: '10000',
  });
  const sheet = element('div', {
    position: 'absolute',
    left: '0',
    right: '0',
    bottom: '0',
    maxWidth: '480px',
    margin: '0 auto',
    background: '#ffffff',
    color: '#1a1a1a',
    borderRadius: '12px 12px 0 0',
    padding: '20px 16px calc(16px + env(safe-area-inset-bottom))',
    fontSize: '16px',
  });
  sheet.setAttribute('role', 'dialog');
  sheet.setAttribute('aria-modal', 'true');
  sheet.setAttribute('aria-labelledby', HEADING_ID);
  const heading = element('h2', { margin: '0 0 8px', fontSize: '18px', textAlign: 'center' }, '模拟微信支付');
  heading.id = HEADING_ID;
  sheet.append(heading);
  if (options.amountFen !== undefined) {
    const amount = formatFen(options.amountFen);
    sheet.append(
      element('p', { margin: '0 0 16px', fontSize: '28px', textAlign: 'center', fontWeight: '600' }, amount),
    );
  }
  sheet.append(
    element('p', { margin: '0 0 16px', color: '#595959', textAlign: 'center' }, '测试环境：不会产生真实扣款'),
  );

  return new Promise((resolve) => {
    const controls = buttons.map(({ choice, label, style }) => {
      const button = element(
        'button',
        {
          display: 'block',
          width: '100%',
          minHeight: '48px',
          marginTop: '8px',
          border: 'none',
          borderRadius: '8px',
          fontSize: '17px',
          ...style,
        },
        label,
      );
      button.type = 'button';
      button.addEventListener('click', (event) => {
        // A double tap on 购买 can open the sheet under the finger between its two taps; the second (a click with
        // detail 2) lands on whichever button is there. It was never a choice, so only a first click counts
        // (keyboard and assistive activation send detail 0).
        if (event.detail > 1) return;
        close(choice);
      });
      sheet.append(button);
      return button;
    });
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close('cancel');
      if (event.key !== 'Tab') return;
      // Keep focus inside the modal sheet.
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    function close(choice: PaySheetChoice): void {
      backdrop.removeEventListener('keydown', onKey);
      backdrop.remove();
      previousFocus?.focus();
      resolve(choice);
    }
    backdrop.addEventListener('keydown', onKey);
    backdrop.append(sheet);
    document.body.append(backdrop);
    controls[0]?.focus();
  });
}
