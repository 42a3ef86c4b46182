import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ACCOUNT_MESSAGES, maskIdNumber, maskName, shell, useBaseInfo } from '@credit/shared';
import { useAuthInfo } from '../../api';
import { LoadFailed, Loading } from '@credit/shared/ui';
import { IdPhotoCapture } from '../../components/IdPhotoCapture';
import '@credit/shared/ui.css';

/** /realNameShow (spec 2.7): the verified identity, masked, and the ID card photos step. */
export default function RealNameShowPage() {
  const baseInfo = useBaseInfo();
  const info = baseInfo.data;
  const verified = info?.ucrealnamed === 'Y';
  const auth = useAuthInfo({ enabled: verified });
  // Uploaded here: shown at once, whatever the refetch the upload started says meanwhile.
  const [uploadedNow, setUploadedNow] = useState(false);
  const uploaded = uploadedNow || auth.data?.idCardPhotos === 1;

  if (info === undefined) {
    return baseInfo.isError ? <LoadFailed error={baseInfo.error} onRetry={() => void baseInfo.refetch()} /> : <Loading lines={3} />;
  }
  if (!verified) {
    return (
      <div className="ui-page ui-result">
        <h2>{ACCOUNT_MESSAGES[1000]}</h2>
        <p>完成实名认证后即可绑卡开卡</p>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate('/realName')}>
          去实名认证
        </Button>
      </div>
    );
  }

  return (
    <div className="ui-page">
      <div className="ui-verified" role="status">已完成实名认证</div>
      <dl className="ui-list ui-dl" aria-label="实名信息">
        <div>
          <dt>姓名</dt>
          <dd className="value" data-testid="realname-name">{maskName(info.name)}</dd>
        </div>
        <div>
          <dt>身份证号</dt>
          <dd className="value" data-testid="realname-certid">{maskIdNumber(info.certId)}</dd>
        </div>
        <div>
          <dt>身份证照片</dt>
          <dd className="value">
            {auth.isPending && !uploadedNow && '查询中…'}
            {auth.isError && !auth.data && !uploadedNow && (
              <button type="button" className="ui-inline-btn" onClick={() => void auth.refetch()}>
                查询失败，点击重试
              </button>
            )}
            {(uploadedNow || auth.data) && (uploaded ? '已上传' : '未上传')}
          </dd>
        </div>
      </dl>
      {auth.data && !uploaded && <IdPhotoCapture onDone={() => setUploadedNow(true)} />}
    </div>
  );
}
