import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageProps } from '@/shared/routing';
import { formClass } from '@/shared/ui/form-field';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { RichEditor } from '@/shared/ui/rich-editor';
import { ListSkeleton } from '@/shared/ui/skeleton';
import type { ContentEditorModel } from '../model/content-editor';
import { DraftForm } from './DraftForm';
import './studio-form.css';

type Props = PageProps & { model: ContentEditorModel; page: string; label: string };

/** The editor, its messages and 保存, under the lesson's or column's name. */
function ContentForm({ model, name, label }: { model: ContentEditorModel; name: string; label: string }) {
  const [content, error, saving, saved, saveError, changed, submitted] = useUnit([
    model.$content,
    model.$error,
    model.$saving,
    model.$saved,
    model.$saveError,
    model.changed,
    model.submitted,
  ]);
  return (
    <DraftForm onSubmit={submitted} saving={saving} saveError={saveError} saved={saved}>
      <p className="studio-form__fixed">{name}</p>
      <div className={formClass.card}>
        <RichEditor
          id="content-editor"
          label={label}
          value={content}
          onChange={changed}
          placeholder="介绍内容、适合人群、你将收获什么…"
          error={error || undefined}
        />
      </div>
    </DraftForm>
  );
}

/** A lesson's or column's rich content (the route's `id`): the editor, 保存, the states around it. */
export function ContentEditor({ model, params, title, page, label }: Props) {
  const id = Number(params.id);
  const [guard, opened] = useUnit([model.$guardLeaving, model.item.opened]);
  useEffect(() => {
    opened(id);
  }, [opened, id]);
  const { onBack } = useLeaveConfirm(guard);
  return (
    <main className={formClass.page} data-page={page}>
      <PageHeader title={title} onBack={onBack} />
      <ResourceView resource={model.item} skeleton={<ListSkeleton rows={3} />}>
        {(item) => <ContentForm model={model} name={item.name} label={label} />}
      </ResourceView>
    </main>
  );
}
