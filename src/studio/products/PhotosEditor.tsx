import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { formatBytes, PHOTO_ACCEPT, PHOTO_LIMITS, type ProductPhoto } from '../../../schemas/api/product-images';
import { ConfirmDelete } from '../desk/ConfirmDelete';
import { MoveButtons, moved } from '../desk/MoveButtons';
import { Skeleton, StudioButton } from '../Controls';
import { changePhotoAlt, deletePhoto, reorderPhotos, uploadPhoto, useProductPhotos } from './photos-api';
import styles from './PhotosEditor.module.css';

interface Props {
  /** null: a product not saved yet, which has no id to hang photos on. */
  productId: number | null;
  canWrite: boolean;
}

const RULES =
  `JPEG, PNG or WebP, at most ${formatBytes(PHOTO_LIMITS.maxBytes)} and ${PHOTO_LIMITS.maxPixels / 1e6} megapixels, ` +
  `at least ${PHOTO_LIMITS.minShortSide} pixels on the short side. Up to ${PHOTO_LIMITS.maxPhotos} photos; cards show the first.`;

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The product's uploaded photos: add, order, describe and delete them. Each
 * change is saved at once on its own (not with the product's Save), so the
 * section works beside a form with unsaved edits.
 */
export function PhotosEditor({ productId, canWrite }: Props) {
  if (productId === null) return <p className="st-muted">Save the product first, then add photos.</p>;
  return <PhotoList productId={productId} canWrite={canWrite} />;
}

function PhotoList({ productId, canWrite }: { productId: number; canWrite: boolean }) {
  const photos = useProductPhotos(productId);
  const [busy, setBusy] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ photo: ProductPhoto; index: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), help: useId(), error: useId() };

  /** One change: the server answers with the photos in order, which replace the list. */
  const change = async (what: string, action: () => Promise<ProductPhoto[]>, done: string) => {
    setBusy(what);
    try {
      await photos.mutate(await action(), { revalidate: false });
      toast.success(done);
    } catch (error) {
      toast.error(messageOf(error, 'The change was not saved'));
      // A colleague's change (409, 404) is worth seeing: read the list again.
      void photos.mutate();
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    // Refused here with the server's own words, so 50 MB never crosses a slow connection for nothing.
    if (file.size > PHOTO_LIMITS.maxBytes) {
      setUploadError(`This photo is ${formatBytes(file.size)}; the limit is ${formatBytes(PHOTO_LIMITS.maxBytes)}`);
    } else {
      setBusy('upload');
      setUploading(file.name);
      try {
        await photos.mutate(await uploadPhoto(productId, file), { revalidate: false });
        toast.success(`${file.name} added`);
      } catch (error) {
        setUploadError(messageOf(error, 'The photo was not uploaded'));
      } finally {
        setBusy(null);
        setUploading(null);
      }
    }
    if (input.current) input.current.value = '';
  };

  if (photos.error) return <p className="st-error">{messageOf(photos.error, 'The photos could not be loaded')}</p>;
  if (!photos.data) return <Skeleton label="Loading the photos" lines={2} />;
  const list = photos.data;

  return (
    <>
      {list.length === 0 ? (
        <p className="st-muted">No photos yet: the shop shows the generated pictures.</p>
      ) : (
        <ol className={styles.photos} aria-label="Photos, in the order the shop shows them">
          {list.map((photo, index) => (
            <PhotoRow
              key={`${photo.id}:${photo.alt}`}
              photo={photo}
              index={index}
              count={list.length}
              canWrite={canWrite}
              busy={busy !== null}
              savingAlt={busy === `alt-${photo.id}`}
              onMove={(from, to) => void change('order', () => reorderPhotos(productId, moved(list, from, to).map((p) => p.id)), 'Photo order saved')}
              onAlt={(alt) => void change(`alt-${photo.id}`, () => changePhotoAlt(productId, photo.id, alt), `Alt text of photo ${index + 1} saved`)}
              onDelete={() => setConfirming({ photo, index })}
            />
          ))}
        </ol>
      )}
      {canWrite && (
        <div className={styles.upload}>
          <label htmlFor={ids.input}>Add a photo</label>
          <input
            ref={input}
            id={ids.input}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={busy !== null || list.length >= PHOTO_LIMITS.maxPhotos}
            aria-describedby={uploadError ? `${ids.help} ${ids.error}` : ids.help}
            aria-invalid={uploadError ? true : undefined}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <p id={ids.help} className="st-muted">
            {RULES}
          </p>
          {uploading && (
            <p role="status" aria-busy="true">
              <span className="st-spinner" aria-hidden="true" /> {`Uploading and resizing ${uploading}…`}
            </p>
          )}
          {uploadError && (
            <p id={ids.error} className="st-error" role="alert">
              {uploadError}
            </p>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDelete
          title={`photo ${confirming.index + 1}`}
          text="The shop stops showing it at once, and its files are removed. This cannot be undone."
          busy={busy === 'delete'}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            void change('delete', () => deletePhoto(productId, confirming.photo.id), `Photo ${confirming.index + 1} deleted`).then(() => setConfirming(null))
          }
        />
      )}
    </>
  );
}

interface RowProps {
  photo: ProductPhoto;
  index: number;
  count: number;
  canWrite: boolean;
  busy: boolean;
  savingAlt: boolean;
  onMove: (from: number, to: number) => void;
  onAlt: (alt: string) => void;
  onDelete: () => void;
}

function PhotoRow({ photo, index, count, canWrite, busy, savingAlt, onMove, onAlt, onDelete }: RowProps) {
  const [alt, setAlt] = useState(photo.alt);
  const altId = useId();
  const name = `photo ${index + 1}`;
  const unchanged = alt.trim() === photo.alt;
  return (
    <li className={styles.photo}>
      <img className={styles.thumb} src={photo.thumbnail} alt="" width={96} height={Math.round((96 * photo.height) / photo.width)} loading="lazy" />
      <div className={styles.details}>
        <p>
          <strong>{`Photo ${index + 1}`}</strong>
          {index === 0 && ' · shown on cards'}
        </p>
        <p className="st-muted">{`${photo.width} × ${photo.height} px · ${formatBytes(photo.byte_size)}`}</p>
        {canWrite ? (
          <div className={styles.alt}>
            <label htmlFor={altId}>{`Alt text for ${name}`}</label>
            <input
              id={altId}
              value={alt}
              maxLength={PHOTO_LIMITS.maxAlt}
              placeholder="Empty: the product's title is read out"
              onChange={(e) => setAlt(e.target.value)}
              onKeyDown={(e) => {
                // Enter saves this text; it must not submit the product form around the section.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (!unchanged) onAlt(alt);
              }}
            />
            <StudioButton small disabled={unchanged || busy} busy={savingAlt} onClick={() => onAlt(alt)}>
              Save alt text
            </StudioButton>
          </div>
        ) : (
          <p>{photo.alt || "No alt text: the product's title is read out"}</p>
        )}
      </div>
      {canWrite && (
        <div className={styles.actions}>
          <MoveButtons name={name} index={index} count={count} busy={busy} onMove={onMove} />
          <StudioButton small variant="danger-quiet" aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete}>
            Delete
          </StudioButton>
        </div>
      )}
    </li>
  );
}
