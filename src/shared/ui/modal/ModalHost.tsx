import { useUnit } from 'effector-react';
import { type ComponentType, useEffect, useState } from 'react';
import { $modal, type ModalRequest, modalLoadFailed } from './model';

type View = ComponentType<{ modal: ModalRequest }>;

// The dialog, its styles and focus handling load on the first open: the startup bundle carries only this host.
// Not React.lazy: a failed load (weak network) must not break the app, and the next open must try again.
let loading: Promise<View> | null = null;
function loadView(): Promise<View> {
  loading ??= import('./ModalView').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Mounted once in App: shows the modal the model asks for. */
export function ModalHost() {
  const [modal, loadFailed] = useUnit([$modal, modalLoadFailed]);
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    if (!modal || View) return;
    let current = true;
    loadView().then(
      (view) => current && setView(() => view),
      () => current && loadFailed(modal.id),
    );
    return () => {
      current = false;
    };
  }, [modal, View, loadFailed]);
  if (!modal || !View) return null;
  return <View key={modal.id} modal={modal} />;
}
