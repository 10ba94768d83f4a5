"""Held-out set 68: vendors of Asian clouds and SaaS no earlier set named, each looked up with
the ``search`` tool (corpus ``docs``): Japanese, Korean, Chinese and Indian developer consoles
for messaging, workplace apps, payments, brokerage, push, IM, captcha, DNS and models.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in every earlier
``benchmarks/*heldout*`` file before it was chosen; none matched. Names that did match and were
dropped: Tencent, Volcengine, Kingsoft, UCloud, Qiniu, Upyun, DingTalk, Feishu, Lark, WeCom,
WeChat, Alipay, LINE Messaging, Kakao, Naver, NHN, Toss, Sakura, ConoHa, IIJ, Nifcloud,
Backlog (as a word), PAY.JP, KOMOJU, Razorpay, Paytm, PhonePe, Cashfree, Instamojo, MSG91,
Gupshup, Exotel, Freshworks, Mappls, Xendit, Midtrans, PayMongo, Omise, Amap, Baidu, Zalo,
Sendbird, Agora, Aliyun, Alibaba, Zhipu, Moonshot, Kimi, DeepSeek, Qwen, MiniMax, Getui,
Umeng, Tuya, Coincheck, bitFlyer, Upbit, Zerodha and Kite Connect; and, found only after their
pages were read, JPush, Gitee and Solapi (CoolSMS's sister brand), whose cases were dropped.

Looked up with ``search`` (28 vendors searched; 24 pages gave the format, of which 21 are
used: JPush, Gitee and CoolSMS/Solapi were dropped as repeats; the source of each is
named per case): Chatwork (``X-ChatWorkToken``, 32 hex), kintone (``X-Cybozu-API-Token``, and
``X-Cybozu-Authorization`` as base64 of ``login:password``), Nulab's Backlog API
(``apiKey`` query parameter), microCMS (``createClient({ serviceDomain, apiKey })``), PortOne
(V1 ``imp_key``/``imp_secret``, V2 ``Authorization: PortOne <secret>``), Bootpay
(``application_id`` 24 hex and a base64 ``private_key``), Solapi/CoolSMS (``COOLSMS_API_KEY``,
``COOLSMS_API_SECRET``), Upstox (``client_secret`` in the token exchange), Fyers (app id
``XXXXXXXXXX-100``, ``secret_key``, ``totp_key``, ``pin``), Angel One SmartAPI (an 8-character
``api_key``, client code, PIN and a base32 TOTP secret), JPush (``appKey:masterSecret`` as
Basic, 24 hex each), RongCloud (``App-Key``, a 14-character App Secret, ``Signature`` a SHA1),
Easemob (``client_id``/``client_secret`` beginning ``YXA6``), GeeTest v4 (``captchaId`` public,
``captchaKey`` secret), DNSPod (``login_token=ID,Token``), BytePlus ModelArk (keys ``ark-``),
Baichuan (``BAICHUAN_API_KEY``, an MD5 ``X-BC-Signature``), SkyWay (app id and secret key that
signs the auth token), Sansan (a per-user API key), freee (OAuth client secret, refresh
token), LINE WORKS API 2.0 (client secret, service account, private key), Sensors Data
(``api-key`` with ``sensorsdata-project``), Gitee (private token as ``access_token``) and Pine
Labs Plural (``client_credentials``). esa.io, fincode, Channel Talk and Xiaomi Mi Push gave no
format page; their shapes are in ``_heldout_secrets68_vendors2.py`` as remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
chatwork curl ¦ Chatwork API v2, X-ChatWorkToken header (search: metacpan WebService::ChatWorkApi) ¦ {h32} ¦ $ curl -X POST -H "X-ChatWorkToken: {t}" -d "body=デプロイ完了しました" https://api.chatwork.com/v2/rooms/38817204/messages\n{"errors":["Invalid API token"]}
chatwork ruby ¦ chatwork gem, ChatWork.api_key (search: ruby-toolbox chatwork) ¦ {h32} ¦ # config/initializers/chatwork.rb\nChatWork.api_key = "{t}"\nChatWork::Message.create(room_id: 38817204, body: "[info]夜間バッチ失敗[/info]")
kintone curl ¦ kintone REST API, X-Cybozu-API-Token (search: cybozu.dev api-tokens) ¦ {A40} ¦ curl -H "X-Cybozu-API-Token: {t}" "https://acme-jp.cybozu.com/k/v1/records.json?app=128"\n{"code":"GAIA_IA02","id":"T4wq1Zk8Xm","message":"指定したAPIトークンが無効です。"}
kintone auth header ¦ kintone X-Cybozu-Authorization, base64 of login:password (search: qiita kintone REST API) ¦ {b40} ¦ GET /k/v1/apps.json HTTP/1.1\nHost: acme-jp.cybozu.com:443\nX-Cybozu-Authorization: {t}
backlog query ¦ Nulab Backlog API v2, apiKey query parameter (search: npm backlog4js) ¦ {A64} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://acme.backlog.jp/api/v2/issues?projectId[]=10042&apiKey={t}
backlog js ¦ backlog4js client constructed with host and key (search: npm backlog4js) ¦ {A64} ¦ const backlog = new Backlog("acme.backlog.com", "{t}");\n// BacklogApiError: 401 Authentication failure.
microcms sdk ¦ microcms-js-sdk createClient (search: zenn microCMS Next.js) ¦ {A36} ¦ export const client = createClient({\n  serviceDomain: "acme-blog",\n  apiKey: "{t}",\n});
portone v1 ¦ PortOne/iamport V1 getToken body imp_key and imp_secret (search: velog paymentiamport) ¦ {A80} ¦ POST https://api.iamport.kr/users/getToken\n{"imp_key": "4163845627818262", "imp_secret": "{t}"}\n← 401 {"code":-1,"message":"imp_key, imp_secret 인증실패"}
portone v2 ¦ PortOne V2 Authorization: PortOne scheme (search: api-evangelist portone authentication) ¦ {A80} ¦ > GET /payments/order-20261207-0042 HTTP/1.1\n> Host: api.portone.io\n> Authorization: PortOne {t}\n< HTTP/1.1 401 Unauthorized
bootpay python ¦ Bootpay backend, application_id and private_key (search: pypi bootpay-backend) ¦ {b43}= ¦ bootpay = BootpayBackend('5f2b8c0e1a7d9e3b4c6f0a21', '{t}')\ntoken = bootpay.get_access_token()\n# {'error_code': 'RC_PRIVATE_KEY_INVALID', 'status': 401}
upstox token ¦ Upstox OAuth token exchange with client_secret (search: tessl upstox authentication) ¦ {l10} ¦ curl -X POST https://api.upstox.com/v2/login/authorization/token -d 'code=Xy7Qp2&client_id=7c41e2d0-9a55-4b1e-8e62-3f0a1c9d2b77&client_secret={t}&redirect_uri=https://127.0.0.1/cb&grant_type=authorization_code'\n{"status":"error","errors":[{"errorCode":"UDAPI100069"}]}
fyers config ¦ Fyers token manager config with secret_key and totp_key (search: pypi fyers-token-manager-3) ¦ {B32} ¦ config = {\n    "username": "XA04127",\n    "totp_key": "{t}",\n    "client_id": "K7QZ2W8LMP-100",\n    "redirect_uri": "https://127.0.0.1/fyers",\n}
fyers secret ¦ Fyers secret_key (search: pypi fyers-auto-auth) ¦ {U10} ¦ $ fyers-auto-auth setup-app --client-id "K7QZ2W8LMP-100" --secret-key "{t}"\nError: invalid app credentials
smartapi totp ¦ Angel One SmartAPI pyotp.TOTP secret (search: smartapi forum two factor) ¦ {B26} ¦ obj = SmartConnect(api_key="Qm7xT2rA")\ntotp = pyotp.TOTP(s='{t}')\ndata = obj.generateSession("R123456", "4821", totp.now())
rongcloud php ¦ RongCloud server API App Secret hashed into Signature (search: csdn 融云 签名规则) ¦ {A14} ¦ $appSecret = '{t}'; // 开发者平台分配的 App Secret\n$signature = sha1($appSecret . $nonce . $timestamp);\n// HTTP 401 {"code":1004,"errorMessage":"Signature error"}
easemob token ¦ Easemob REST token request, client_secret (search: csdn 环信 REST API) ¦ YXA6{u27} ¦ POST https://a1.easemob.com/1102261207/acme-im/token\n{"grant_type": "client_credentials", "client_id": "YXA6r0mT5aW1EemQ2x7Jc8kLvg", "client_secret": "{t}"}\n← 401 {"error":"invalid_client"}
geetest v4 ¦ GeeTest v4 server validate with captchaKey (search: github gt4-node-sdk) ¦ {h32} ¦ const gt = new GeeTest({\n  captchaId: 'e392e1d7fd421dc63325744d5a2b9c73',\n  captchaKey: '{t}'\n})
dnspod login token ¦ DNSPod login_token=ID,Token (search: csdn dnspod 密钥管理) ¦ {h32} ¦ $ curl -X POST https://dnsapi.cn/Record.List -d 'login_token=482917,{t}&format=json&domain_id=12600793'\n{"status":{"code":"-1","message":"Login failed"}}
modelark key ¦ BytePlus ModelArk API key, ark- prefix (search: nango.dev byteplus-modelark) ¦ ark-{uuid}-{h5} ¦ export ARK_API_KEY="{t}"\ncurl https://ark.ap-southeast.bytepluses.com/api/v3/chat/completions -H "Authorization: Bearer $ARK_API_KEY"
baichuan env ¦ Baichuan BAICHUAN_API_KEY (search: langchain docs baichuan) ¦ sk-{h32} ¦ os.environ["BAICHUAN_API_KEY"] = "{t}"\nllm = BaichuanLLM()\nValueError: Error from Baichuan api response: {'code': 401}
skyway secret ¦ SkyWay auth token signed with the app's secret key (search: npm @skyway-sdk/token) ¦ {b43}= ¦ const token = new SkyWayAuthToken({ jti: uuidV4(), iat, exp, scope }).encode("{t}");\n// SkyWayAuthError: invalid token signature (appId 4f2c1b7e-8a93-4d05-b6e1-0c9a7f3d2e58)
sansan key ¦ Sansan per-user API key (search: trocco connection-configuration-sansan) ¦ {A32} ¦ 接続情報 - Sansan\nAPI Key: {t}\nエラー: 認証に失敗しました (401)
freee env ¦ freee OAuth client secret and authorization code in .env (search: zenn freee API の使い方) ¦ {u43} ¦ TOKEN_URL=https://accounts.secure.freee.co.jp/public_api/token\nCLIENT_ID=605738127594580\nCLIENT_SECRET={t}\nAUTHORIZATION_CODE=dcf0c8e2a1
lineworks jwt ¦ LINE WORKS API 2.0 service-account JWT config (search: qiita LINE WORKS API トークン取得) ¦ {A22} ¦ CLIENT_ID = "ZbsOq6zjt0IhtZZnrc"\nCLIENT_SECRET = "{t}"\nSERVICE_ACCOUNT = "1wagx.serviceaccount@acme-jp"\nSCOPE = "bot"
sensorsdata header ¦ Sensors Data api-key and sensorsdata-project headers (search: api-evangelist sensors-data overlay) ¦ {h64} ¦ curl https://sa.acme.cn/api/v3/horizon/tags -H 'api-key: #K-{t}' -H 'sensorsdata-project: production'\n{"code":"AUTH_FAILED"}
pinelabs token ¦ Pine Labs Plural client_credentials token request (search: pypi pinelabs-python) ¦ {A40} ¦ token_response = auth.authentication.generate_token(\n    grant_type="client_credentials",\n    client_id="0c2f7a1e-55b4-4c9d-9e21-7b3a6d8f0e14",\n    client_secret="{t}",\n)
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
