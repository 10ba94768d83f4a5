"""Held-out set 68: more Asian cloud and SaaS vendors no earlier set named, in the shapes they
appear in (formats remembered, not looked up; each name grepped for as in
``_heldout_secrets68_vendors.py``, none matched): esa.io, fincode, Channel Talk, Xiaomi Mi Push
and Meizu push (the four with no format page, and one more), Typetalk, Kibela, DocBase,
Makeshop, Kuroco, UnivaPay, SB Payment Service, Veritrans, Ekispert, Navitime, KG Inicis, Danal,
Aligo, Sweet Tracker, Vworld, the Juso address API, 5paisa, Groww, Signzy, Digio, Leegality,
2Factor, AiSensy, Haptik, Krutrim, Doubao, CLOVA Studio, Sakana AI, Bukalapak, Youzan, Ping++,
LianLian Pay, PingPong, Shumei, Dingxiang, Tongdun, GrowingIO, Bugly, Coding.net, JiHu GitLab,
Wangsu and Baishan Cloud; and Yahoo! JAPAN, au PAY (KDDI), SoftBank, Money Forward, SmartHR,
Hatena, connpass, Garoon, J-Coin Pay, LinkAja, iPaymu, Curlec, Fiuu, Fazz (ex-Xfers), KBank, SCB
Easy, VietQR, PayOS, SePay, J&T Express, Servetel, Airtel IQ, Decentro,
PayGlocal, Vyapar, ClearTax, Masters India, IRIS GST, Karza and IDfy.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
esa token ¦ esa.io personal access token, Authorization Bearer ¦ {u43} ¦ $ http GET https://api.esa.io/v1/teams/acme/posts q=="in:日報" "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
fincode secret ¦ fincode secret API key m_prod_ in a Rails credentials dump ¦ m_prod_{u60} ¦ $ bin/rails credentials:show\nfincode:\n  public_key: p_prod_ZjE0YTk2YmEtNmY3Mi00NDg4\n  secret_key: {t}
channel talk keys ¦ Channel Talk Open API x-access-key and x-access-secret ¦ {h32} ¦ curl https://api.channel.io/open/v5/user-chats -H 'x-access-key: 64f1a2b3c4d5e6f7' -H 'x-access-secret: {t}'\n{"type":"unauthorized"}
mipush secret ¦ Xiaomi Mi Push server Authorization key= header ¦ {b24}== ¦ POST https://api.xmpush.xiaomi.com/v3/message/regid\nAuthorization: key={t}\nrestricted_package_name=com.acme.shop
meizu push ¦ Meizu Flyme push appSecret in a Gradle properties file ¦ {h32} ¦ MEIZU_APP_ID=139421\nMEIZU_APP_KEY=3a0c9d1e7b2f4a58\nMEIZU_APP_SECRET={t}
typetalk token ¦ Typetalk bot typetalkToken query parameter ¦ {A64} ¦ POST https://typetalk.com/api/v1/topics/84210?typetalkToken={t}\n{"error":"invalid_token"}
kibela token ¦ Kibela GraphQL access token secret/ prefix ¦ secret/AT/{d4}/{u43} ¦ KIBELA_TEAM=acme\nKIBELA_TOKEN={t}
docbase token ¦ DocBase X-DocBaseToken header ¦ {A20} ¦ curl -H 'X-DocBaseToken: {t}' -H 'X-Api-Version: 2' https://api.docbase.io/teams/acme/posts\n{"error":"unauthorized","messages":["トークンが無効です"]}
makeshop api ¦ Makeshop shop API token in a PHP config ¦ {h40} ¦ define('MAKESHOP_SHOP_ID', 'acmeshop');\ndefine('MAKESHOP_API_TOKEN', '{t}');
kuroco secret ¦ Kuroco static access token header X-RCMS-API-ACCESS-TOKEN ¦ {h64} ¦ fetch("https://acme.g.kuroco.app/rcms-api/1/news", { headers: { "X-RCMS-API-ACCESS-TOKEN": "{t}" } })
univapay secret ¦ UnivaPay app token and secret in Authorization ¦ {A20} ¦ Authorization: Bearer {t}.Vh2kXq9WmT4pZcR8eNjY\nPOST https://api.univapay.com/charges
sbps hash ¦ SB Payment Service merchant hash key in an INI ¦ {h40} ¦ [sbps]\nmerchant_id = 30132\nservice_id = 001\nhash_key = {t}
veritrans key ¦ Veritrans 4G merchant secret key in a properties file ¦ {h64} ¦ MERCHANT_CC_ID=A100000800000001100002cc\nMERCHANT_SECRET_KEY={t}\nDUMMY_REQUEST=0
ekispert key ¦ Ekispert (駅すぱあと) Web Service key query parameter ¦ {A16} ¦ GET https://api.ekispert.jp/v1/json/search/course/extreme?key={t}&viaList=東京:新大阪 → 403 Forbidden
navitime key ¦ Navitime route API via RapidAPI key header ¦ {h50} ¦ x-rapidapi-host: navitime-route-totalnavi.p.rapidapi.com\nx-rapidapi-key: {t}
inicis signkey ¦ KG Inicis INIpay signKey in a Spring application.yml ¦ {b40} ¦ inicis:\n  mid: INIpayTest\n  sign-key: {t}\n  api-key: ItEQKi3rY7uvDS8l
danal cpid ¦ Danal payments CPPWD in a config map ¦ {A24} ¦ DANAL_CPID=A010002002\nDANAL_CPPWD={t}
aligo key ¦ Aligo SMS API form fields key and user_id ¦ {l32} ¦ curl -X POST https://apis.aligo.in/send/ -d key={t} -d user_id=acmekr -d sender=0212345678 -d receiver=01012345678 -d msg=인증번호\n{"result_code":-101,"message":"인증오류입니다."}
sweettracker key ¦ Sweet Tracker (스마트택배) t_key query parameter ¦ {A22} ¦ GET https://info.sweettracker.co.kr/api/v1/trackingInfo?t_key={t}&t_code=04&t_invoice=650112233445
vworld key ¦ Vworld (브이월드) open API key in a Leaflet page ¦ {H8}-{H8}-{H8}-{H8} ¦ L.tileLayer('https://api.vworld.kr/req/wmts/1.0.0/{t}/Base/{z}/{y}/{x}.png').addTo(map);
juso key ¦ Juso address search confmKey ¦ {A40} ¦ GET https://business.juso.go.kr/addrlink/addrLinkApi.do?confmKey={t}&keyword=테헤란로&resultType=json\n{"results":{"common":{"errorCode":"E0001","errorMessage":"승인되지 않은 KEY 입니다."}}}
fivepaisa creds ¦ 5paisa SDK credential dict with ENCRYPTION_KEY ¦ {A32} ¦ cred = {\n    "APP_NAME": "5P57712094",\n    "USER_ID": "Yc2Vb8",\n    "ENCRYPTION_KEY": "{t}",\n}
groww token ¦ Groww trade API access token env ¦ eyJ{u120} ¦ GROWW_API_KEY={t}\nGROWW_TOTP_SECRET_NAME=groww/prod
signzy auth ¦ Signzy KYC API Authorization token ¦ {A64} ¦ POST https://api.signzy.app/api/v3/pan/fetch\nAuthorization: {t}\n{"number":"ABCPE1234F"}
digio basic ¦ Digio eSign client secret in Basic credentials ¦ {U32} ¦ DIGIO_CLIENT_ID=AI5Q8WZ1T3KV7N2M\nDIGIO_CLIENT_SECRET={t}
leegality token ¦ Leegality X-Auth-Token header ¦ {A32} ¦ X-Auth-Token: {t}\nPOST /api/v3.0/sign/request  → 401 {"status":0,"messages":[{"code":"auth.invalid"}]}
twofactor key ¦ 2Factor.in SMS OTP API key in the URL path ¦ {uuid} ¦ GET https://2factor.in/API/V1/{t}/SMS/+919812345678/AUTOGEN/OTP1 → {"Status":"Error","Details":"Invalid API Key"}
aisensy key ¦ AiSensy campaign API apiKey in a JSON body ¦ eyJ{u90} ¦ {"apiKey": "{t}", "campaignName": "diwali_offer", "destination": "919812345678", "userName": "Asha"}
haptik token ¦ Haptik client API token header ¦ {h40} ¦ client-id: 8f21c4\nAuthorization: Bearer {t}\nPOST https://acme.haptikapi.com/integration/external/v1.0/log_message_from_user/
krutrim key ¦ Krutrim cloud API key in an OpenAI-compatible client ¦ {A48} ¦ client = OpenAI(base_url="https://cloud.olakrutrim.com/v1", api_key="{t}")\nopenai.AuthenticationError: Error code: 401
doubao key ¦ Doubao (Volc Ark) endpoint call with a bearer key ¦ {uuid} ¦ curl https://ark.cn-beijing.volces.com/api/v3/chat/completions -H "Authorization: Bearer {t}" -d '{"model":"ep-20261207-xq7kd"}'
clova studio ¦ CLOVA Studio API key header X-NCP-CLOVASTUDIO-API-KEY ¦ {A48} ¦ X-NCP-CLOVASTUDIO-API-KEY: {t}\nX-NCP-APIGW-API-KEY: k3Qz8Tn1vB\nX-NCP-CLOVASTUDIO-REQUEST-ID: 4b1d9f0a
sakana key ¦ Sakana AI API key env in a notebook ¦ {A40} ¦ %env SAKANA_API_KEY={t}
bukalapak secret ¦ Bukalapak partner client secret in a Go config ¦ {h64} ¦ var cfg = bukalapak.Config{ClientID: "bl-partner-2291", ClientSecret: "{t}"}
youzan secret ¦ Youzan (有赞) cloud client_secret in a token request ¦ {h32} ¦ POST https://open.youzanyun.com/auth/token\n{"client_id":"7c9a2e41b3d0f5a6","client_secret":"{t}","authorize_type":"silent","grant_id":"44012987"}
pingpp key ¦ Ping++ secret key sk_live_ ¦ sk_live_{A24} ¦ \Pingpp\Pingpp::setApiKey('{t}');\n\Pingpp\Error\Authentication: No API key provided
lianlian key ¦ LianLian Pay merchant private key in PEM body ¦ {b64} ¦ LIANLIAN_OID_PARTNER=201612070001\nLIANLIAN_PRIVATE_KEY=MIICdgIBADANBgkqhkiG9w0BAQEFAASC{t}
pingpong secret ¦ PingPong checkout app secret in YAML ¦ {h32} ¦ pingpong:\n  client_id: 2026120704211\n  acc_id: 2026120704211001\n  salt: {t}
shumei key ¦ Shumei (数美) risk API accessKey in a JSON body ¦ {A20} ¦ {"accessKey":"{t}","appId":"default","eventId":"register","data":{"tokenId":"u-2291","ip":"10.2.3.4"}}
dingxiang secret ¦ Dingxiang (顶象) captcha appSecret server check ¦ {h32} ¦ CaptchaClient client = new CaptchaClient("a3c91f0e5d7b2c48e6f1a9d0b4c7e2f5", "{t}");
tongdun secret ¦ Tongdun (同盾) partner secret_key query ¦ {h32} ¦ https://api.tongdun.cn/riskService/v1.1?partner_code=acme&secret_key={t}&event_id=login_web
growingio token ¦ GrowingIO export API token header ¦ {h40} ¦ Authorization: Token {t}\nGET https://www.growingio.com/v1/api/projects/WlGk4Daj/export
bugly key ¦ Tencent Bugly app key in an upload-symbols command ¦ {uuid} ¦ $ java -jar buglyqq-upload-symbol.jar -appid 8c3f21ad92 -appkey {t} -bundleid com.acme.shop -version 4.2.0
codingnet token ¦ Coding.net personal access token as git password ¦ {h40} ¦ fatal: Authentication failed for 'https://acme-dev:{t}@e.coding.net/acme/infra/deploy.git/'
jihu token ¦ JiHu GitLab (极狐) personal access token glpat in .npmrc ¦ glpat-{u20} ¦ @acme:registry=https://jihulab.com/api/v4/projects/8812/packages/npm/\n//jihulab.com/api/v4/projects/8812/packages/npm/:_authToken={t}
wangsu secret ¦ Wangsu CDN API secret in an HMAC-signed request script ¦ {A32} ¦ WANGSU_ACCESS_KEY=ak-7d1e0c9b4a2f\nWANGSU_SECRET_KEY={t}\n./purge.sh https://cdn.acme.cn/static/app.js
baishan token ¦ Baishan Cloud CDN token query parameter ¦ {h32} ¦ curl "https://cdn.api.baishan.com/v2/stat/bandwidth/eachDomain?token={t}&domains=img.acme.cn"\n{"code":400001,"message":"token error"}
yahoo japan secret ¦ Yahoo! JAPAN developer app secret in a Rails initializer ¦ {A40} ¦ YahooJapan.configure do |c|\n  c.client_id = "dj00aiZpPWtMRkZ3SkRkOGV3"\n  c.client_secret = "{t}"\nend
au pay key ¦ au PAY (KDDI) merchant API key in a Java properties file ¦ {h64} ¦ aupay.merchant.id=MCH0004218\naupay.api.key={t}\naupay.endpoint=https://api.aupay.wallet.auone.jp
softbank sms ¦ SoftBank business SMS gateway password in an INI ¦ {p} ¦ [softbank_sms]\nuser = acme_notify\npassword = {t}\nsender = ACME
money forward ¦ Money Forward Cloud API access token in a curl ¦ {u43} ¦ curl -H "Authorization: Bearer {t}" https://invoice.moneyforward.com/api/v3/billings\n{"errors":[{"message":"The access token is invalid"}]}
smarthr token ¦ SmartHR API access token in an env file ¦ shr_{h4}_{A40} ¦ SMARTHR_TENANT_ID=acme-jp\nSMARTHR_ACCESS_TOKEN={t}
hatena wsse ¦ Hatena Blog AtomPub API key in a Basic-auth curl ¦ {l10} ¦ $ curl -u acme-dev:{t} https://blog.hatena.ne.jp/acme-dev/acme-dev.hatenablog.com/atom/entry\n401 Unauthorized
connpass key ¦ connpass API v2 X-API-Key ¦ {A40} ¦ GET https://connpass.com/api/v2/events/?keyword=python\nX-API-Key: {t}
garoon auth ¦ Cybozu Garoon REST X-Cybozu-Authorization with base64 login ¦ {b36} ¦ $ http GET https://acme-jp.cybozu.com/g/api/v1/schedule/events X-Cybozu-Authorization:{t}
jcoin key ¦ J-Coin Pay merchant API secret in JSON ¦ {h64} ¦ {"merchantCode":"JC0019284","apiKey":"jcp_live_5f1c0a","apiSecret":"{t}"}
linkaja secret ¦ LinkAja partner client secret in a Laravel .env ¦ {A32} ¦ LINKAJA_CLIENT_ID=ACME0099\nLINKAJA_CLIENT_SECRET={t}\nLINKAJA_ENV=production
ipaymu key ¦ iPaymu API key and VA in a PHP call ¦ SANDBOX{U8}-{U4}-{U4}-{U4}-{U12} ¦ $ipaymu = new iPaymu('{t}', '0000001234567890', false);
curlec secret ¦ Curlec (Malaysia) merchant secret in a Node env ¦ {h40} ¦ CURLEC_MERCHANT_ID=1-2026120701\nCURLEC_SECRET={t}
fiuu vkey ¦ Fiuu (ex-MOLPay) verify key and secret key in config.php ¦ {h32} ¦ $merchantID = 'acme_my';\n$vkey = '8a7c1e0f2d4b6a9e3c5f7a1b0d2e4c6f';\n$secret_key = '{t}';
xfers secret ¦ Fazz (ex-Xfers) API secret key in a Python client ¦ {A48} ¦ client = FazzClient(api_key="fz_live_8c1d", secret_key="{t}")\nfazz.errors.AuthenticationError: 401
kbank key ¦ KBank (Kasikorn) open API consumer secret in YAML ¦ {A32} ¦ kbank:\n  consumer_id: 3oHy8WPgq1Nm\n  consumer_secret: {t}\n  partner_id: PTR1051673
scb easy ¦ SCB Easy API applicationSecret in a token request ¦ {h32} ¦ POST https://api-sandbox.partners.scb/partners/sandbox/v1/oauth/token\nresourceOwnerId: l7a2c0e9d1b4f6a8\n{"applicationKey":"l7a2c0e9d1b4f6a8","applicationSecret":"{t}"}
vietqr key ¦ VietQR API client id and API key headers ¦ {uuid} ¦ x-client-id: 9c1f0e2a-7b3d-4c5e-8a9f-0d1e2c3b4a5f\nx-api-key: {t}\nPOST https://api.vietqr.io/v2/generate
payos checksum ¦ PayOS checksum key in a NestJS config ¦ {h64} ¦ export default () => ({ payos: { clientId: "b1d0f5e2-3c4a", apiKey: "7e2f0c1a-9b8d", checksumKey: "{t}" } });
sepay token ¦ SePay API token header ¦ {U64} ¦ curl -H "Authorization: Bearer {t}" https://my.sepay.vn/userapi/transactions/list?account_number=0071000888888
jnt key ¦ J&T Express partner API key in a form post ¦ {A32} ¦ POST https://api.jtexpress.my/api/order/create\napiAccount=2926120712\nprivateKey={t}
servetel token ¦ Servetel (Tata Tele) click-to-call API token ¦ {h40} ¦ curl -X POST https://api.servetel.in/v1/click_to_call -H 'Authorization: {t}' -d '{"agent_number":"9812345678"}'
airtel iq ¦ Airtel IQ messaging Basic credentials in a Go client ¦ {A24} ¦ c := airteliq.New("acme_iq_user", "{t}")\n// 401: invalid customer credentials
decentro secret ¦ Decentro client_secret header ¦ {A32} ¦ client_id: acme_prod\nclient_secret: {t}\nmodule_secret: 5Zk1pQ9r\nprovider_secret: hT4vW8nA
payglocal key ¦ PayGlocal merchant private key id and JWE key path ¦ {h32} ¦ PAYGLOCAL_MERCHANT_ID=acmeindia\nPAYGLOCAL_PRIVATE_KID=kId-{t}
vyapar sync ¦ Vyapar sync password in an exported settings file ¦ {p} ¦ [Sync]\nCompany=ACME Traders\nSyncUser=owner@acme.in\nSyncPassword={t}
cleartax token ¦ ClearTax GST API x-cleartax-auth-token ¦ {h64} ¦ x-cleartax-auth-token: 1.{t}\nx-cleartax-product: EInvoice\ngstin: 27AAPFU0939F1ZV
masters india ¦ Masters India GST API password in a token request ¦ {p} ¦ {"username":"acme@mastersindia.co","password":"{t}","client_id":"fIXefFyxGNfDWOcCWn","grant_type":"password"}
iris gst ¦ IRIS GST API session token in a debug log ¦ {u48} ¦ DEBUG irisgst.client: POST /mgmt/login 200\nDEBUG irisgst.client: X-Auth-Token: {t}
karza key ¦ Karza KYC x-karza-key header ¦ {A16} ¦ curl -H 'x-karza-key: {t}' -d '{"pan":"ABCPE1234F","consent":"Y"}' https://api.karza.in/v2/pan
idfy key ¦ IDfy api-key and account-id headers ¦ {uuid} ¦ account-id: 6b1f0c2e-9d3a-4e5b-8c7a-1f2e3d4c5b6a\napi-key: {t}\nPOST https://eve.idfy.com/v3/tasks/async/verify_with_source/ind_pan
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
