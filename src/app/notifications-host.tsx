/**
 * The toasts' host component, a chunk of its own. Imported through this module, not as
 * `import('@mantine/notifications')`: the package's index is also imported statically (for
 * `notifications.show`), and a dynamic import of it would keep the host in the static chunk.
 */
export { Notifications as default } from '@mantine/notifications';
