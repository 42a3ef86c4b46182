import { useSearchParams } from '@credit/shared/router';
import '../pages.css';

/** The results this page can say; the URL picks one, it never supplies the words. */
export const PUBLIC_RESULTS: Record<string, { title: string; text: string }> = {
  submitted: { title: '提交成功', text: '我们已收到您的申请，将尽快处理，结果会通过短信通知您' },
  success: { title: '操作成功', text: '您的操作已完成' },
  failed: { title: '操作失败', text: '请稍后重试，或联系客服处理' },
  expired: { title: '链接已失效', text: '请重新发起操作' },
};

/** /publicResult?type= (spec 2.10): a public result page for flows that end outside the app. */
export default function PublicResultPage() {
  const [params] = useSearchParams();
  const result = PUBLIC_RESULTS[params.get('type') ?? ''] ?? PUBLIC_RESULTS.expired!;
  return (
    <section className="state-page" role="status">
      <h2>{result.title}</h2>
      <p>{result.text}</p>
      <a className="btn-primary" href="#/">返回首页</a>
    </section>
  );
}
