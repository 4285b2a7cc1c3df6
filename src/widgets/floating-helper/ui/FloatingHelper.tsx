import { useGate, useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { HOME_PATH, hrefTo } from '@/shared/routing';
import { $backToTopVisible, backToTopClicked, ScrollWatchGate } from '../model/back-to-top';
import { $chatEnabled, chatClicked } from '../model/chat';
import { HelperIcon } from './HelperIcon';
import './floating-helper.css';

type Props = {
  /** On the home screen there is no 返回首页. */
  isHome: boolean;
  /** Lifts the stack above the bottom tab bar on the three tab screens. */
  aboveTabBar: boolean;
};

/**
 * Small round buttons at the bottom right (spec §2): 回到顶部 once scrolled past half the screen, 联系客服 while the
 * server's switch is on, and 返回首页 away from home. Ordered so that the one that comes and goes is on top and the
 * others never move under a finger.
 */
export function FloatingHelper({ isHome, aboveTabBar }: Props) {
  useGate(ScrollWatchGate);
  const [backToTopVisible, chatEnabled, backToTop, openChat] = useUnit([
    $backToTopVisible,
    $chatEnabled,
    backToTopClicked,
    chatClicked,
  ]);
  const buttons = Number(backToTopVisible) + Number(chatEnabled) + Number(!isHome);
  return (
    <>
      {/* Room at the end of the page for the stack, so the last items and controls can scroll out from under it. */}
      <div
        className="wk-floating-helper-spacer"
        aria-hidden="true"
        style={{ '--wk-helper-buttons': buttons } as CSSProperties}
      />
      <div className={aboveTabBar ? 'wk-floating-helper wk-floating-helper--above-tab-bar' : 'wk-floating-helper'}>
        {backToTopVisible && (
          <button
            type="button"
            className="wk-floating-helper__button wk-floating-helper__button--appearing"
            aria-label="回到顶部"
            onClick={() => backToTop()}
          >
            <HelperIcon name="top" />
          </button>
        )}
        {chatEnabled && (
          <button type="button" className="wk-floating-helper__button" aria-label="联系客服" onClick={() => openChat()}>
            <HelperIcon name="chat" />
          </button>
        )}
        {!isHome && (
          <a className="wk-floating-helper__button" href={hrefTo(HOME_PATH)} aria-label="返回首页">
            <HelperIcon name="home" />
          </a>
        )}
      </div>
    </>
  );
}
