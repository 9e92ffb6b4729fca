/**
 * One item on its own URL, for visitors without JavaScript (and while the
 * lightbox loads): the full image, its caption, previous/next and a link to
 * the full-size file.
 */
import { Link } from "react-router";
import type { GalleryItemView } from "~/capabilities/media/lib/view.ts";
import { Picture } from "./Picture.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export function ItemView({ slug, items, index }: { slug: string; items: GalleryItemView[]; index: number }) {
  const item = items[index]!;
  const prev = items[(index - 1 + items.length) % items.length]!;
  const next = items[(index + 1) % items.length]!;
  const { t } = useI18n();
  return (
    <section className="item-view" aria-label={t("media.item.label", { n: index + 1, total: items.length })}>
      <figure>
        {item.type === "image" ? (
          <a href={item.full}>
            <Picture image={item} sizes="(min-width: 72rem) 70rem, 100vw" priority />
          </a>
        ) : (
          <video controls preload="metadata" poster={item.poster || undefined} width={item.width} height={item.height}>
            <source src={item.src} type={item.mime} />
          </video>
        )}
        {item.caption ? <figcaption>{item.caption}</figcaption> : null}
      </figure>
      <nav className="row item-nav" aria-label={t("media.item.nav")}>
        <Link to={`/gallery/${slug}/${prev.id}`} preventScrollReset>
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{" "}
          {t("media.item.previous")}
        </Link>
        <span className="muted">
          {index + 1} / {items.length}
        </span>
        <Link to={`/gallery/${slug}/${next.id}`} preventScrollReset>
          {t("media.item.next")}{" "}
          <span className="flip-rtl" aria-hidden="true">
            →
          </span>
        </Link>
        <Link to={`/gallery/${slug}`}>{t("media.item.back")}</Link>
        {item.type === "image" ? <a href={item.full}>{t("media.item.full")}</a> : null}
      </nav>
    </section>
  );
}
