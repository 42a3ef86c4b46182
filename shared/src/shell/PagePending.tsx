/**
 * What a registered route shows until its remote team ships the page: an honest notice inside the
 * shell, never a blank screen or a fake form. Each use names the issue that replaces it.
 */
export function PagePending({ title }: { title: string }) {
  return (
    <section style={{ padding: '64px 24px', textAlign: 'center' }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{title}</h2>
      <p style={{ color: '#8a9099', margin: 0 }}>该功能即将上线，敬请期待</p>
    </section>
  );
}
