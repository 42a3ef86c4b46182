import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { ACCOUNT_MESSAGES, baseInfoAtom, maskIdNumber, shell } from '@credit/shared';
import { authInfo } from '../../api';
import { useLoad } from '../../../../components/useLoad';
import { IdPhotoCapture } from '../../components/IdPhotoCapture';
import '../../../../components/form.css';

/** Names keep their last character only ("*三"), whatever the server already masked. */
function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : '*'.repeat(chars.length - 1) + chars[chars.length - 1];
}

/** /realNameShow (spec 2.7): the verified identity, masked, and the ID card photos step. */
export default function RealNameShowPage() {
  const info = useAtomValue(baseInfoAtom);
  const verified = info?.ucrealnamed === 'Y';
  const [auth, retryPhotos] = useLoad(authInfo, { enabled: verified });
  // Uploaded here: no need to ask the server again.
  const [uploadedNow, setUploadedNow] = useState(false);
  const uploaded = uploadedNow || (auth.phase === 'ready' && auth.data.idCardPhotos === 1);

  if (!verified) {
    return (
      <div className="acc-page acc-result">
        <h2>{ACCOUNT_MESSAGES[1000]}</h2>
        <p>完成实名认证后即可绑卡开户</p>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate('/realName')}>
          去实名认证
        </Button>
      </div>
    );
  }

  return (
    <div className="acc-page">
      <div className="acc-verified" role="status">已完成实名认证</div>
      <dl className="acc-list acc-dl" aria-label="实名信息">
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
            {auth.phase === 'loading' && !uploadedNow && '查询中…'}
            {auth.phase === 'failed' && !uploadedNow && (
              <button type="button" className="acc-inline-btn" onClick={retryPhotos}>
                查询失败，点击重试
              </button>
            )}
            {(uploadedNow || auth.phase === 'ready') && (uploaded ? '已上传' : '未上传')}
          </dd>
        </div>
      </dl>
      {auth.phase === 'ready' && !uploaded && <IdPhotoCapture onDone={() => setUploadedNow(true)} />}
    </div>
  );
}
