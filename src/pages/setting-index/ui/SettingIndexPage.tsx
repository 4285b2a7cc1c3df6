import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ColorSchemePicker } from '@/features/color-scheme';
import { appEnv, appName } from '@/shared/config';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { $chatEnabled, chatClicked, chatSwitchRequested } from '@/widgets/floating-helper';
import { appVersion } from '../config/about';
import { clearCacheClicked, clearCacheFx, logoutClicked } from '../model/settings';
import './setting-index.css';

/** mine/setting/index — 设置: customer service (when the server's switch is on), clear cache, 深色模式, about, log out. */
export default function SettingIndexPage({ title }: PageProps) {
  const [chatEnabled, openChat, askSwitch, clearCache, clearing, logout] = useUnit([
    $chatEnabled,
    chatClicked,
    chatSwitchRequested,
    clearCacheClicked,
    clearCacheFx.pending,
    logoutClicked,
  ]);
  useEffect(() => {
    askSwitch();
  }, [askSwitch]);
  return (
    <main className="setting-index" data-page="setting-index">
      <PageHeader title={title} />
      <ul className="setting-index__group">
        {chatEnabled && (
          <li>
            <button type="button" className="setting-index__row" onClick={() => openChat()}>
              <span>联系客服</span>
              <span className="setting-index__hint">在线咨询</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" className="setting-index__row" aria-busy={clearing} onClick={() => clearCache()}>
            <span>清除缓存</span>
            <span className="setting-index__hint">草稿、播放进度、图片</span>
          </button>
        </li>
      </ul>
      <div className="setting-index__group">
        <ColorSchemePicker />
      </div>
      <section className="setting-index__group setting-index__about" aria-labelledby="setting-about">
        <h2 id="setting-about" className="setting-index__about-title">
          关于{appName}
        </h2>
        <dl className="setting-index__facts">
          <div>
            <dt>版本</dt>
            <dd>
              {appVersion}
              {appEnv !== 'production' && `（${appEnv}）`}
            </dd>
          </div>
        </dl>
        <p className="setting-index__about-text">{appName}：精选音视频好课，随时随地学习。</p>
      </section>
      <div className="setting-index__logout">
        <button type="button" className="setting-index__logout-button" onClick={() => logout()}>
          退出登录
        </button>
      </div>
    </main>
  );
}
