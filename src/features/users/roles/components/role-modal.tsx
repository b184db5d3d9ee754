import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Role } from '../types';
import { RoleForm } from './role-form';

/** What the modal shows: a new role, or one to change; `null` when closed. */
export type RoleModalState = { role?: Role | undefined; opening: number } | null;

interface RoleModalProps {
  state: RoleModalState;
  /** Every role, for the duplicate check before the call. */
  roles: readonly Role[];
  onClose: () => void;
  /** Deletes an added role (after asking); absent for who may not. */
  onDelete?: ((role: Role) => void) | undefined;
}

/** Adds or changes a role; kept open with what was typed when the save fails. */
export function RoleModal({ state, roles, onClose, onDelete }: RoleModalProps) {
  const { t } = useTranslation('roles');
  // A phone gets the whole screen: the matrix needs every pixel of its width.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The last state stays drawn while the modal fades out.
  const [shown, setShown] = useState(state);
  if (state && state !== shown) setShown(state);
  const editing = shown?.role;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t(editing ? 'modal.editTitle' : 'modal.addTitle')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {shown && (
        <RoleForm
          key={shown.opening}
          role={editing}
          roles={roles}
          onCancel={onClose}
          onSaved={onClose}
          onDelete={
            onDelete &&
            ((role: Role) => {
              onClose();
              onDelete(role);
            })
          }
        />
      )}
    </Modal>
  );
}
