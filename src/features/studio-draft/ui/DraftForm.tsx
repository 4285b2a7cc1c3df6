import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { formClass } from '@/shared/ui/form-field';

type Props = {
  onSubmit: () => void;
  saving: boolean;
  /** Why the last save failed: said above 保存 with 重试 (the draft keeps what was typed). */
  saveError: string | null;
  /** An upload still on its way: 保存 waits for it. */
  busy?: boolean;
  /** The last save went through: 已保存 above 保存 (a form that stays open after saving). */
  saved?: boolean;
  children: ReactNode;
};

/** A lesson's or column's form: its fields, then the save's failure with 重试, then 保存. */
export function DraftForm({ onSubmit, saving, saveError, busy = false, saved = false, children }: Props) {
  return (
    <form
      className={`${formClass.form} studio-form__form`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {saveError && (
        <div className="studio-form__alert" role="alert">
          <p>保存失败：{saveError}。已填写的内容已保存在本机。</p>
          <Button variant="secondary" size="s" onClick={onSubmit} loading={saving}>
            重试
          </Button>
        </div>
      )}
      {saved && (
        <p className={formClass.hint} role="status">
          已保存
        </p>
      )}
      <div className="studio-form__actions">
        <Button type="submit" block loading={saving} disabled={saving || busy}>
          {saving ? '正在保存…' : '保存'}
        </Button>
      </div>
    </form>
  );
}
