import { HOME_PATH, hrefTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';

/** The shell's own screens: login keeps failing, or a page could not be decided or loaded. */
export default function ShellMessage({
  kind,
  message,
  onRetry,
}: {
  kind: 'login' | 'error';
  message: string;
  onRetry: () => void;
}) {
  return kind === 'login' ? (
    <main className="shell-message" data-page="login-failed">
      <Placeholder
        kind="error"
        title="登录没有成功"
        description="多次尝试登录都没有成功，请检查网络后重试。"
        actionLabel="重新登录"
        onAction={onRetry}
      />
    </main>
  ) : (
    <main className="shell-message" data-page="navigation-error">
      <Placeholder kind="error" title="加载失败" description={message} onAction={onRetry} />
      <p className="shell-message__home">
        <a href={hrefTo(HOME_PATH)}>回到首页</a>
      </p>
    </main>
  );
}
