import { useUnit } from 'effector-react';
import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { HOME_PATH, hrefTo } from '@/shared/routing';
import { $backToTopVisible, backToTopClicked, ScrollWatchGate } from '../model/back-to-top';
import { $chatEnabled, chatClicked } from '../model/chat';
import { $helperShown, $menuOpen, helperFocused, menuClosed, menuToggled } from '../model/placement';
import { HelperIcon } from './HelperIcon';
import './floating-helper.css';

type Props = {
  /** On the home screen there is no 返回首页. */
  isHome: boolean;
  /** Lifts the button above the bottom tab bar on the three tab screens. */
  aboveTabBar: boolean;
};

/**
 * Spec §2's helper as one small button at the bottom right that opens its actions: 回到顶部 once scrolled past half
 * the screen, 联系客服 while the server's switch is on, 返回首页 away from home. It shows only where it covers
 * nothing (model/placement.ts): in the room the page keeps after its end (the spacer), or while scrolling up.
 */
export function FloatingHelper({ isHome, aboveTabBar }: Props) {
  useGateAfterPaint(ScrollWatchGate);
  const [shown, open, backToTopVisible, chatEnabled, backToTop, openChat, toggle, close, focused] = useUnit([
    $helperShown,
    $menuOpen,
    $backToTopVisible,
    $chatEnabled,
    backToTopClicked,
    chatClicked,
    menuToggled,
    menuClosed,
    helperFocused,
  ]);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const modifier = aboveTabBar ? ' wk-floating-helper--above-tab-bar' : '';
  const spacer = <div className={`wk-floating-helper-spacer${modifier}`} aria-hidden="true" />;
  if (!backToTopVisible && !chatEnabled && isHome) return spacer;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused(false);
  };
  return (
    <>
      {/* Room after the page's end for the button: there it covers nothing. */}
      {spacer}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focus and Escape of the buttons inside bubble here */}
      <div
        className={`wk-floating-helper${modifier}`}
        data-shown={shown}
        onFocus={() => focused(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <button
          ref={trigger}
          type="button"
          className="wk-floating-helper__button"
          aria-label={open ? '收起快捷操作' : '快捷操作'}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => toggle()}
        >
          <HelperIcon name={open ? 'close' : 'more'} />
        </button>
        <div id={menuId} className="wk-floating-helper__menu" hidden={!open}>
          {backToTopVisible && (
            <button type="button" className="wk-floating-helper__item" onClick={() => backToTop()}>
              <HelperIcon name="top" />
              回到顶部
            </button>
          )}
          {chatEnabled && (
            <button type="button" className="wk-floating-helper__item" onClick={() => openChat()}>
              <HelperIcon name="chat" />
              联系客服
            </button>
          )}
          {!isHome && (
            <a className="wk-floating-helper__item" href={hrefTo(HOME_PATH)} onClick={() => close()}>
              <HelperIcon name="home" />
              返回首页
            </a>
          )}
        </div>
      </div>
    </>
  );
}
