import { HOME_PATH, navigateTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';

/** A link from outside that cannot be followed: what is wrong, and the way home. */
export function BadLink({ message }: { message: string }) {
  return (
    <Placeholder
      kind="error"
      title="链接无效"
      description={`${message}，请检查链接是否完整，或回到首页看看。`}
      actionLabel="回到首页"
      onAction={() => navigateTo(HOME_PATH, { replace: true })}
    />
  );
}
