import { useCallback, useEffect, useRef } from 'react';
import { Modal } from '../ui/modal.tsx';
import { SearchPanel } from './search-panel.tsx';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search in a modal dialog, opened from any page (site-header.tsx loads this module only
 * then). Focus starts in the field; Escape, the close button, the backdrop or Back close it and
 * focus returns to where it was; opening a result (a new address) closes it. Reopened, it
 * keeps the last words, selected, so that typing replaces them.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const initialFocus = useCallback(() => input.current, []);
  // showModal() focuses the dialog's autofocus element itself; without one it focuses the first
  // button (Close), and a screen reader says Close before the field the dialog then focuses.
  const setInput = useCallback((field: HTMLInputElement | null) => {
    if (field) field.autofocus = true;
    input.current = field;
  }, []);
  // The Modal, a child, has opened and focused the field when this runs.
  useEffect(() => {
    if (open) input.current?.select();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title="Search the site" kind="search" initialFocus={initialFocus}>
      <SearchPanel inputRef={setInput} onEscape={onClose} preload />
    </Modal>
  );
}
