import { options, type VNode } from 'preact';

/**
 * React 19's rule, on Preact (record 15): a function component receives `ref` as a prop,
 * like any other. Forms hand their fields' refs through components this way (`<Field
 * {...register('email')} />`); Preact alone would keep the ref for itself and the form
 * would never see the input. Class components keep theirs.
 */
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown;
  const ref = (vnode as VNode & { ref?: unknown }).ref;
  if (
    typeof type === 'function' &&
    ref != null &&
    !(type.prototype as { render?: unknown } | undefined)?.render
  ) {
    (vnode.props as { ref?: unknown }).ref = ref;
    (vnode as VNode & { ref?: unknown }).ref = undefined;
  }
  next?.(vnode);
};
