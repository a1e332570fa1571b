import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusinessDetails, useThemeConfig } from '../data/shop-config';
import { cx } from './cx';
import styles from './BrandLogo.module.css';

interface BrandLogoProps {
  /** Logo height in px; the image keeps its aspect ratio up to four times that wide. */
  height?: number;
  /** Colour of the text fallback, matching the surface the logo sits on. */
  tone?: 'ink' | 'on-brand' | 'on-dark';
  align?: 'start' | 'center';
  className?: string;
}

/**
 * The shop's logo linking home. Without a logo, or when the image fails, the
 * brand name is set in type so the header never shows a broken image.
 */
export function BrandLogo({ height = 36, tone = 'ink', align = 'start', className }: BrandLogoProps) {
  const { brand_name } = useThemeConfig();
  const { brand_logo } = useBusinessDetails();
  // Remembers which URL failed, so a new logo from the config gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = brand_logo !== '' && failedSrc !== brand_logo;
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
        <span className={styles.text}>{brand_name}</span>
      )}
    </Link>
  );
}
