import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusinessDetails, useThemeConfig } from '../data/shop-config';
import { cx } from './cx';
import { isDark } from '../../schemas/theme/colour';
import styles from './BrandLogo.module.css';

type LogoTone = 'ink' | 'on-brand' | 'on-dark';

interface BrandLogoProps {
  /** Logo height in px; the image keeps its aspect ratio up to four times that wide. */
  height?: number;
  /**
   * The surface the logo sits on. The uploaded logo is drawn for light
   * backgrounds (dark lettering), so on 'on-brand' and 'on-dark' surfaces, and
   * on 'ink' when the theme's page is dark, the logo is set as a wordmark
   * instead: a chip mark and the brand name in the surface's text colour,
   * which keeps its contrast whatever the image holds.
   */
  tone?: LogoTone;
  align?: 'start' | 'center';
  className?: string;
}

/** Up to two letters for the mark: the first letters of the first two words. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The square chip mark of the generated logo, drawn in the theme colours. */
function Mark({ name }: { name: string }) {
  const letters = initials(name);
  return (
    <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <g className={styles.markChip}>
        {[12, 20, 28].map((y) => (
          <g key={y}>
            <rect x={0} y={y - 1.5} width={4} height={3} rx={0.75} />
            <rect x={36} y={y - 1.5} width={4} height={3} rx={0.75} />
          </g>
        ))}
        <rect className={styles.markBody} x={4} y={4} width={32} height={32} rx={7} />
      </g>
      {letters ? (
        <text className={styles.markText} x={20} y={20} dy="0.35em" textAnchor="middle" fontSize={letters.length > 1 ? 14 : 18}>
          {letters}
        </text>
      ) : null}
    </svg>
  );
}

/**
 * The shop's logo linking home. On a light surface it is the uploaded image;
 * without one, when the image fails, or on a brand or dark surface, it is the
 * wordmark, so the header and footer never show a broken or unreadable logo.
 */
export function BrandLogo({ height = 36, tone = 'ink', align = 'start', className }: BrandLogoProps) {
  const { brand_name, tokens } = useThemeConfig();
  const { brand_logo } = useBusinessDetails();
  // Remembers which URL failed, so a new logo from the config gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A theme whose page is dark (Midnight) puts 'ink' text on a dark surface: the image's dark lettering would vanish there.
  const darkPage = tokens?.schemes !== undefined && isDark(tokens.schemes.base.background);
  const showImage = tone === 'ink' && !darkPage && brand_logo !== '' && failedSrc !== brand_logo;
  const classes = cx(styles.logo, styles[tone], align === 'center' && styles.center, className);

  return (
    <Link to="/" className={classes} style={{ ['--logo-h' as string]: `${height}px` }}>
      {showImage ? (
        <img
          className={styles.image}
          src={brand_logo}
          alt={brand_name}
          width={height * 4}
          height={height}
          decoding="async"
          onError={() => setFailedSrc(brand_logo)}
        />
      ) : (
        <span className={styles.wordmark}>
          <Mark name={brand_name} />
          <span className={styles.text}>{brand_name}</span>
        </span>
      )}
    </Link>
  );
}
