import type { AgreementData, AgreementKey, CompanyData, FaqData } from '@credit/shared/api';

/**
 * Seeded content of the sandbox. Every text here is sample text written for the sandbox: no real
 * company, licence number or contract. The agreement bodies are HTML, as an operator's CMS would
 * send them; the client sanitises them before rendering.
 */

const SAMPLE_NOTE = '<p><em>（示例文本：本协议内容仅供沙箱演示，不构成任何法律文件。）</em></p>';
const EFFECTIVE_AT = Date.UTC(2026, 0, 1);

const SERVICE = `${SAMPLE_NOTE}
<h3>一、协议的订立</h3>
<p>欢迎您使用本平台提供的信息服务。您在注册页面勾选同意本协议，即表示您已<strong>充分阅读、理解并接受</strong>本协议的全部内容。</p>
<p>本平台为信息服务平台，不是资金中介；借款额度以资金方审批结果为准。本平台不向全日制在校学生提供借款服务。</p>
<h3>二、账户注册与使用</h3>
<ul>
  <li>您应使用本人实名登记的手机号码注册，并妥善保管登录密码与交易密码。</li>
  <li>因您主动泄露密码造成的损失，由您自行承担。</li>
  <li>如发现账户被他人使用，请立即联系客服冻结账户。</li>
</ul>
<h3>三、费用说明</h3>
<table>
  <thead><tr><th>项目</th><th>说明</th></tr></thead>
  <tbody>
    <tr><td>借款利息</td><td>按借款合同约定的年化利率计算，以借款页面展示为准</td></tr>
    <tr><td>提前还款</td><td>按实际借款天数计息，不收取额外违约金</td></tr>
  </tbody>
</table>
<h3>四、其他</h3>
<p>本协议的解释与争议解决适用中华人民共和国法律。更多说明见<a href="#privacy-note">隐私说明</a>。</p>
<h4 id="privacy-note">隐私说明</h4>
<p>我们如何收集和使用您的个人信息，请参阅《隐私政策》。</p>`;

const OTHER = `${SAMPLE_NOTE}
<h3>一、适用范围</h3>
<p>本协议适用于您通过本平台使用的优惠券、红包、积分等增值服务。</p>
<h3>二、使用规则</h3>
<ol>
  <li>优惠券、红包须在有效期内使用，过期作废。</li>
  <li>积分不可兑换现金，不可转让。</li>
  <li>以不正当方式获取的权益，本平台有权收回。</li>
</ol>
<p>如有疑问，请通过“我的客服”联系我们。</p>`;

const CREDIT_AUTH = `${SAMPLE_NOTE}
<h3>授权事项</h3>
<p>本人<strong>不可撤销地</strong>授权合作的资金方在以下情形下，向金融信用信息基础数据库及依法设立的征信机构查询、打印、保存本人的信用信息：</p>
<ul>
  <li>审核本人的借款申请；</li>
  <li>对已发放的借款进行贷后管理；</li>
  <li>处理本人的异议或投诉。</li>
</ul>
<h3>信息披露</h3>
<p>本人同意资金方按照国家规定，向上述数据库及征信机构报送本人的基本信息、借款信息及还款信息。如出现逾期，<strong>不良信息可能影响本人的信用记录</strong>。</p>
<h3>授权期限</h3>
<p>本授权自本人勾选同意之日起生效，至本人在本平台的全部借款结清之日终止。</p>`;

const SUPPLEMENT = `${SAMPLE_NOTE}
<h3>补充条款</h3>
<p>本补充协议是《服务协议》的组成部分，与《服务协议》不一致的，以本补充协议为准。</p>
<ol>
  <li>本平台可根据业务需要调整服务内容，调整前将通过站内信或短信提前通知您。</li>
  <li>您可随时在“账户设置”中申请注销账户；存在未结清借款的，须结清后方可注销。</li>
</ol>
<p>本补充协议未约定的事项，仍适用《服务协议》。</p>`;

const PRIVACY = `${SAMPLE_NOTE}
<h3>一、我们收集的信息</h3>
<p>为向您提供借款信息服务，我们会在取得您的<strong>单独同意</strong>后收集以下信息：</p>
<table>
  <thead><tr><th>信息类别</th><th>用途</th></tr></thead>
  <tbody>
    <tr><td>手机号码</td><td>注册、登录及身份核验</td></tr>
    <tr><td>身份信息</td><td>实名认证（法律法规要求）</td></tr>
    <tr><td>人脸信息</td><td>活体检测，防止冒用身份</td></tr>
    <tr><td>银行卡信息</td><td>放款与还款</td></tr>
  </tbody>
</table>
<h3>二、信息的存储与保护</h3>
<p>您的个人信息存储于中华人民共和国境内，我们采用加密存储、访问控制等措施保护您的信息安全。</p>
<h3>三、您的权利</h3>
<ul>
  <li>查阅、复制、更正您的个人信息；</li>
  <li>撤回授权同意；</li>
  <li>注销账户。</li>
</ul>
<p>如需行使上述权利，可通过“我的客服”或投诉邮箱联系我们，我们将在十五个工作日内答复。</p>`;

export const AGREEMENTS: Record<AgreementKey, AgreementData> = {
  registerAgr: { key: 'registerAgr', title: '服务协议', version: 'v2026.01', effectiveAt: EFFECTIVE_AT, html: SERVICE },
  otherAgr: { key: 'otherAgr', title: '增值服务协议', version: 'v2026.01', effectiveAt: EFFECTIVE_AT, html: OTHER },
  zxxxplsqs: { key: 'zxxxplsqs', title: '征信信息查询及披露授权书', version: 'v2026.01', effectiveAt: EFFECTIVE_AT, html: CREDIT_AUTH },
  supplementAgreement: { key: 'supplementAgreement', title: '补充协议', version: 'v2026.01', effectiveAt: EFFECTIVE_AT, html: SUPPLEMENT },
  questionPrivateAgr: { key: 'questionPrivateAgr', title: '隐私政策', version: 'v2026.02', effectiveAt: EFFECTIVE_AT, html: PRIVACY },
};

export const FAQ: FaqData = {
  items: [
    { id: 'q1', category: '借款', question: '借款需要满足什么条件？', answer: '年满18周岁、具有完全民事行为能力的中国大陆居民，完成实名认证、开卡并绑定本人银行卡即可申请。本平台不向全日制在校学生提供借款服务。' },
    { id: 'q2', category: '借款', question: '额度是多少？', answer: '额度根据综合评估结果确定，最高不超过200,000元，以审批结果为准。' },
    { id: 'q3', category: '借款', question: '借款多久到账？', answer: '审批通过后，借款一般在30分钟内到账，最迟不超过1个工作日。具体以银行处理时间为准。' },
    { id: 'q4', category: '还款', question: '如何还款？', answer: '还款日当天系统会从您绑定的银行卡自动扣款；您也可以在“账单”中主动还款或提前还款。' },
    { id: 'q5', category: '还款', question: '提前还款收费吗？', answer: '提前还款按实际借款天数计息，不收取额外费用。' },
    { id: 'q6', category: '账户', question: '忘记登录密码怎么办？', answer: '在登录页点击“忘记密码”，通过短信验证码验证身份后即可重设密码。' },
    { id: 'q7', category: '账户', question: '如何注销账户？', answer: '在“账户设置”中申请注销；存在未结清借款的，需结清后方可注销。' },
  ],
};

export const COMPANY: CompanyData = {
  name: '示例信息服务有限公司',
  slogan: '（示例信息：沙箱演示用，非真实企业）',
  intro: [
    '示例信息服务有限公司是一家为个人用户提供消费信贷信息服务的平台，与持牌金融机构合作，为用户提供借款信息撮合、账单管理与还款服务。',
    '本平台为信息服务平台，不是资金中介；借款额度以资金方审批结果为准；本平台不向全日制在校学生提供借款服务。',
    '我们坚持合规经营，严格保护用户个人信息，所有数据存储于中华人民共和国境内。',
  ],
  licences: [
    {
      title: '营业执照',
      rows: [
        { label: '企业名称', value: '示例信息服务有限公司' },
        { label: '统一社会信用代码', value: '91000000MA0000000X（示例）' },
        { label: '类型', value: '有限责任公司' },
        { label: '注册资本', value: '人民币 10,000 万元（示例）' },
        { label: '成立日期', value: '2016年01月01日（示例）' },
        { label: '经营范围', value: '信息技术服务；计算机软件开发；企业管理咨询（示例）' },
      ],
    },
    {
      title: '合作资金方经营许可',
      rows: [
        { label: '机构名称', value: '示例消费金融股份有限公司（示例）' },
        { label: '许可证类型', value: '金融许可证' },
        { label: '机构编码', value: 'N0000H000000000（示例）' },
        { label: '发证机关', value: '示例监管机构' },
      ],
    },
  ],
};
