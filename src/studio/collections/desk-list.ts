import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { messageOf } from '../desk/field-errors';
import { useRefreshCatalogueReads } from './api';
import { useOrderedSaves } from './ordered-saves';

/** What the list shows of a row, and deletes it by. */
export interface DeskItem {
  id: number;
  title: string;
}

interface Options<Row> {
  /** The list's address, also its SWR key. */
  path: string;
  load: () => Promise<Row[]>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * The state of a desk that lists rows in the shop's order and edits the one
 * picked beside the list (categories, collections): the list, the pick, the
 * new-row dialog, the delete being confirmed, and the writes that change the
 * list, each followed by a fresh read of it and of the storefront's catalogue.
 * `Item` is what may be deleted: a row, or a part of one (a sub-category).
 */
export function useDeskList<Row extends Item, Item extends DeskItem = Row>({ path, load, remove }: Options<Row>) {
  const rows = useSWR(path, load);
  const refreshCatalogue = useRefreshCatalogueReads();
  const saveOrder = useOrderedSaves();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const list = rows.data;
  const selected = list?.find((row) => row.id === selectedId) ?? list?.[0];

  const afterWrite = async () => {
    await Promise.all([rows.mutate(), refreshCatalogue()]);
  };

  /** One Move: shown and announced at once, saved after the saves before it; a failed save reads the list again. */
  const reorder = (next: Row[], title: string, position: number, save: () => Promise<Row[]>) => {
    // The panel stays on the row it shows, wherever the first row moves.
    if (selectedId === null && selected) setSelectedId(selected.id);
    void rows.mutate(next, { revalidate: false });
    setAnnouncement(`${title} moved to position ${position}`);
    saveOrder(
      save,
      async (saved) => {
        await rows.mutate(saved, { revalidate: false });
        await refreshCatalogue();
      },
      async (error) => {
        toast.error(messageOf(error, 'The new order could not be saved'));
        await rows.mutate();
      },
    );
  };

  const created = async (made: DeskItem) => {
    setCreating(false);
    setSelectedId(made.id);
    await afterWrite();
  };

  const confirmDelete = async (row: Item) => {
    setBusy(true);
    try {
      await remove(row.id);
      toast.success(`Deleted ${row.title}`);
      if (row.id === selected?.id) setSelectedId(null);
      await afterWrite();
    } catch (error) {
      toast.error(messageOf(error, `${row.title} could not be deleted`));
      await rows.mutate();
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  return { rows, list, selected, select: setSelectedId, creating, setCreating, created, deleting, setDeleting, confirmDelete, busy, announcement, afterWrite, reorder };
}

export type DeskList<Row extends Item, Item extends DeskItem = Row> = ReturnType<typeof useDeskList<Row, Item>>;
