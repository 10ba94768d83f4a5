"""Held-out set 14: other vendors, prefixes earlier sets left out, key blocks and JWTs in new places.

Vendors no earlier set named (grepped): delivery and marketplaces (Glovo, Deliveroo, Grab,
Gojek, Talabat, Swiggy, Zomato, Jumia, Takealot, Avito, Wildberries, Ozon, Rakuten, Walmart,
FedEx, Stannp), regional clouds and hosting (VK, Mail.ru, Beget, Reg.ru, Hostinger, Gandi,
netcup, Open Telekom Cloud, Aruba, Clever Cloud, Qiniu, Kingsoft, NHN, Gabia, Cafe24, IIJ,
NIFCLOUD, Viettel, FPT, Bizfly), games and media (Xsolla, Bungie, Challonge, start.gg, Giant
Bomb, OMDb, Musixmatch, GNews), weather and maps (Meteomatics, Visual Crossing, Esri), web
analytics and security (Hotjar, LogRocket, Imperva, PocketBase); prefixes of known vendors
that no earlier set used (Doppler ``dp.ct.``/``dp.scim.``/``dp.audit.``, Supabase ``sbp_``,
PlanetScale ``pscale_oauth_``, Linear ``lin_oauth_``, Airtable ``pat…``, Shopify ``shpat_`` and
``shpss_``, Square ``sq0atp-``, Slack ``xoxe.``, GitLab ``gldt-``, ``glrt-``, ``GR1348941``,
Google ``GOCSPX-``, GitHub ``ghu_``/``ghr_``, EasyPost ``EZTK``, Amazon ``Atza|`` and
``amzn.mws.``, Braintree ``access_token$production$``, Instagram ``IGQV``, Dropbox ``sl.``,
Twilio API key secrets, New Relic ``NRJS-``, Grafana's legacy ``eyJrIjoi`` keys, age plugin
identities, VK ``vk1.a.``, Esri ``AAPK``); and JWTs where earlier sets did not put them (a
Kafka SASL/OAUTHBEARER line, an MQTT CONNECT password, an SSE ``Last-Event-ID``, a CSV export
and a ``Sec-WebSocket-Protocol`` header).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
glovo partner token ¦ Glovo Partners API docs, Authorization with a static partner token (shape assumed) ¦ {l8}-{l4}-{l4}-{l4}-{l12} ¦ glovo-partners: PATCH /webhook/stores/store-881/products -> 401 {"error":"Unauthorized"} Authorization: {t}
deliveroo client secret ¦ Deliveroo Developer docs, client credentials for the token endpoint (shape assumed) ¦ {A43} ¦ DeliverooAuthError: invalid_client from https://auth.developers.deliveroo.com/oauth2/token (client_id=5ho7ejr3q6hqpnbq1n0dd7ga8c client_secret={t})
grab partner secret ¦ GrabFood partner docs, client_secret in the token request (shape assumed) ¦ {u32} ¦ grab-partner: {"code":"invalid_client"} on POST /grabid/v1/oauth2/token grant_type=client_credentials&client_id=a8f1c9e2d3b4&client_secret={t}&scope=food.partner_api
gojek server key ¦ Midtrans-free GoPay/Gojek partner docs, server key (shape assumed) ¦ {A36} ¦ gojek-biz: 401 "Access denied due to unauthorized transaction, please check client or server key" GOBIZ_SERVER_KEY={t}
talabat vendor secret ¦ Talabat/Delivery Hero POS plugin docs, plugin secret for the token (shape assumed) ¦ {A40} ¦ dh-pos-plugin: token request rejected 401 for username=acme-tlb password={t}
swiggy api secret ¦ Swiggy vendor API, x-api-secret header (shape assumed) ¦ {h48} ¦ swiggy-vendor: 403 {"statusCode":1,"statusMessage":"Invalid secret"} x-api-key: swg_live_8812 x-api-secret: {t}
zomato user key ¦ Zomato v2.1 docs, user-key header (32 hex) ¦ {h32} ¦ zomato: {"code":403,"status":"Forbidden","message":"Invalid API Key"} curl -H 'user-key: {t}' https://developers.zomato.com/api/v2.1/cities
jumia seller key ¦ Jumia Seller Center docs, API key signs requests (40 hex) ¦ {h40} ¦ Jumia SellerCenter: <ErrorResponse><Head><ErrorCode>9</ErrorCode><ErrorMessage>E009: Access Denied</ErrorMessage></Head></ErrorResponse> (UserID=ops@acme.ng ApiKey={t})
takealot api key ¦ Takealot Seller API docs, Key header (shape assumed) ¦ {h128} ¦ takealot: 401 {"message":"invalid api key"} Authorization: Key {t}
avito client secret ¦ Avito API docs, client_secret (shape assumed) ¦ {u40} ¦ avito: 403 {"error":{"code":403,"message":"invalid client credentials"}} client_id=Lq3Ey7t_FZ1x client_secret={t}
wildberries token ¦ Wildberries seller docs, API tokens are JWTs ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IjIwMjQxMDE2djEiLCJ0eXAiOiJKV1QifQ.{u150}.{u86} ¦ wb-api: 401 {"title":"unauthorized","detail":"token expired"} HeaderApiKey={t}
ozon api key ¦ Ozon Seller API docs, Client-Id and Api-Key (UUID) ¦ {uuid} ¦ ozon-seller: 403 {"code":7,"message":"Invalid Api-Key, please contact support"} Client-Id: 836183 Api-Key: {t}
rakuten service secret ¦ Rakuten RMS docs, serviceSecret:licenseKey as ESA base64 ¦ SP{d6}_{A16} ¦ RMS WEB SERVICE: 401 "ESA authorization failed" serviceSecret={t} licenseKey=SL338212_Ygz8cYmzMqkWKIPX
walmart client secret ¦ Walmart Marketplace docs, client secret for WM_SEC.ACCESS_TOKEN (shape assumed) ¦ {u86} ¦ walmart-mp: {"error":[{"code":"UNAUTHORIZED.GMP_GATEWAY_API","info":"Unauthorized"}]} clientId=8f1c2b3d-aaaa-bbbb clientSecret={t}
fedex client secret ¦ FedEx API docs, OAuth client_secret (32 hex; shape assumed) ¦ {h32} ¦ fedex: {"errors":[{"code":"NOT.AUTHORIZED.ERROR","message":"The given client credentials were not valid."}]} client_id=l7a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6 client_secret={t}
stannp api key ¦ Stannp docs, API key as the Basic auth user (32 hex) ¦ {h32} ¦ stannp: {"success":false,"error":"Invalid API key"} curl -u {t}: https://api-eu1.stannp.com/v1/users/me
vk access token ¦ VK ID docs, vk1.a. access tokens ¦ vk1.a.{u160} ¦ vk_api.exceptions.ApiError: [5] User authorization failed: invalid access_token (4). access_token=vk1.a.{t}&v=5.199
mailru app secret ¦ Mail.ru (VK Cloud) OAuth docs, client_secret (32 hex) ¦ {h32} ¦ oauth.mail.ru: {"error":"invalid_client","error_description":"wrong client secret"} client_secret={t}
beget password ¦ Beget API docs, login and password as query parameters ¦ {p} ¦ beget-api: {"status":"error","error_text":"Auth error"} GET https://api.beget.com/api/user/getAccountInfo?login=acmeru&passwd={t}&output_format=json
regru password ¦ Reg.ru API docs, username/password as form fields ¦ {p} ¦ reg.ru API: {"result":"error","error_code":"PASSWORD_AUTH_FAILED","error_text":"Username/password Incorrect"} username=acme&password={t}&output_content_type=plain
hostinger api token ¦ Hostinger API docs, Bearer tokens (shape assumed) ¦ {A48} ¦ hostinger-cli: Error: 401 Unauthenticated. (HOSTINGER_API_TOKEN={t})
gandi pat ¦ Gandi docs, personal access tokens in Authorization: Bearer (40 hex; shape assumed) ¦ {h40} ¦ gandi: 403 {"code":403,"message":"Access was denied to this resource.","object":"HTTPForbidden","cause":"Forbidden"} Authorization: Bearer {t}
netcup api password ¦ netcup CCP API docs, customernumber, apikey and apipassword ¦ {A30} ¦ netcup DNS API: {"status":"error","statuscode":4013,"shortmessage":"Validation Error.","longmessage":"Api password invalid"} {"action":"login","param":{"customernumber":"12345","apikey":"qF5y7MnR9","apipassword":"{t}"}}
otc secret key ¦ Open Telekom Cloud docs, AK/SK (SK 40 alnum) ¦ {A40} ¦ otcextensions: SignatureDoesNotMatch — OS_ACCESS_KEY=FYWGN3ZKQZ5HGAWLNZ1R OS_SECRET_KEY={t} OS_REGION_NAME=eu-de
aruba cloud password ¦ Aruba Cloud API docs, WsEndUser password (typed) ¦ {p} ¦ ArubaCloud.PyArubaAPI: ValidationError Authentication failed for ARU-8812 with password "{t}"
clever cloud secret ¦ Clever Cloud docs, CLEVER_SECRET for clever-tools (32 hex) ¦ {h32} ¦ clever login --token 8f2a9b7e3c4d5e6f --secret {t}\n[ERROR] Unauthorized, invalid OAuth signature
qiniu secret key ¦ Qiniu docs, AccessKey/SecretKey (40 urlsafe) ¦ {u40} ¦ qiniu: 401 {"error":"bad token"} QINIU_SECRET_KEY={t}
kingsoft secret key ¦ Kingsoft Cloud KS3 docs, AccessKey AKLT prefix and SecretKey (base64; shape assumed) ¦ {b56} ¦ ks3: SignatureDoesNotMatch. AccessKeyId=AKLTeFkD9uM2QeKZr8t1QY0Ww SecretAccessKey={t}
nhn cloud user secret ¦ NHN Cloud docs, User Access Key ID and Secret Access Key ¦ {A16} ¦ nhncloud: {"header":{"isSuccessful":false,"resultCode":-1,"resultMessage":"Invalid secret key"}} userAccessKeyID=8h2Xq9vWmR4nT5kL secretAccessKey={t}
gabia api key ¦ Gabia hiworks API docs, API key header (shape assumed) ¦ {A32} ¦ gabia: 인증 실패(401) — API 키 {t} 가 유효하지 않습니다
cafe24 client secret ¦ Cafe24 docs, client_secret of the app (22 alnum) ¦ {A22} ¦ cafe24: {"error":"invalid_client","error_description":"client_secret is invalid"} POST https://acmemall.cafe24api.com/api/v2/oauth/token body client_secret={t}
iij api secret ¦ IIJ GIO API docs, access key and secret key HMAC (shape assumed) ¦ {A40} ¦ iij.gio: AuthFailure "Signature does not match" (IIJAPI_ACCESS_KEY=2a9f3c8e1d7b, IIJAPI_SECRET_KEY={t})
nifcloud secret ¦ NIFCLOUD docs, NIFCLOUD_SECRET_ACCESS_KEY (40 alnum) ¦ {A40} ¦ nifcloud-sdk: AuthFailure.SignatureDoesNotMatch — export NIFCLOUD_ACCESS_KEY_ID=ABCDEFG1234567 NIFCLOUD_SECRET_ACCESS_KEY={t}
viettel cloud password ¦ Viettel IDC cloud docs, OpenStack application credential secret ¦ {u64} ¦ viettel-cloud: The request you have made requires authentication. (HTTP 401) application_credential_id=4f3c9d8e7a6b application_credential_secret={t}
fpt cloud token ¦ FPT Cloud docs, API token for the terraform provider (shape assumed) ¦ {A64} ¦ Error: fptcloud provider: 401 token is invalid\n  with provider["registry.terraform.io/fpt-corp/fptcloud"], token = "{t}"
bizfly credential secret ¦ Bizfly Cloud docs, application credential secret (shape assumed) ¦ {u86} ¦ bizflyctl: error getting token: 401 Unauthorized. BIZFLY_CLOUD_APP_CREDENTIAL_SECRET={t}
xsolla project secret ¦ Xsolla docs, project secret key for webhook signatures (32 alnum) ¦ {A32} ¦ xsolla webhook: INVALID_SIGNATURE — sha1(body + "{t}") != Authorization: Signature 7b1c0d...
bungie api key ¦ Bungie.net API docs, X-API-Key (32 hex) ¦ {h32} ¦ bungie: {"ErrorCode":2101,"ErrorStatus":"ApiInvalidOrExpiredKey","Message":"Invalid API key"} X-API-Key: {t}
challonge api key ¦ Challonge v1 docs, api_key as the Basic password (40 alnum) ¦ {A40} ¦ challonge: 401 {"errors":["Invalid API key"]} https://acme_org:{t}@api.challonge.com/v1/tournaments.json
startgg token ¦ start.gg GraphQL docs, Bearer token (32 hex) ¦ {h32} ¦ start.gg: {"success":false,"message":"Invalid authentication token"} Authorization: Bearer {t}
giant bomb api key ¦ Giant Bomb API docs, api_key query (40 hex) ¦ {h40} ¦ giantbomb: {"error":"Invalid API Key","status_code":100} GET /api/game/3030-4725/?api_key={t}&format=json
omdb api key ¦ OMDb docs, apikey (8 hex) ¦ {h8} ¦ omdb: {"Response":"False","Error":"Invalid API key!"} http://www.omdbapi.com/?t=Dune&apikey={t}
musixmatch api key ¦ Musixmatch docs, apikey (32 hex) ¦ {h32} ¦ musixmatch: {"message":{"header":{"status_code":401,"execute_time":0.0012}}} track.search?q_track=Yesterday&apikey={t}
gnews api key ¦ GNews docs, apikey query (32 hex) ¦ {h32} ¦ GNews API: {"errors":["Your API key is invalid."]} for https://gnews.io/api/v4/search?q=ai&token={t}
meteomatics password ¦ Meteomatics docs, username and password for Basic auth ¦ {A10} ¦ meteomatics: 401 "Bad username or password" requests.get(url, auth=("acme_ops", "{t}"))
visual crossing key ¦ Visual Crossing docs, key query parameter (25 upper alnum) ¦ {U25} ¦ visualcrossing: 401 "No account found with API key '{t}'" for timeline/Hanoi/2026-12-04
esri api key ¦ ArcGIS docs, API keys start with AAPK ¦ AAPK{h32}{u64} ¦ arcgis: {"error":{"code":498,"message":"Invalid token.","details":[]}} token=AAPK{t}
hotjar client secret ¦ Hotjar API docs, client_secret for client_credentials (shape assumed) ¦ {A64} ¦ hotjar: 401 {"error":"invalid_client"} curl -d "grant_type=client_credentials&client_id=8f1a9c3d2b&client_secret={t}" https://api.hotjar.io/v1/oauth/token
logrocket api key ¦ LogRocket REST docs, Authorization: Token (shape assumed) ¦ {l32} ¦ logrocket: 403 'Invalid token' Authorization: Token {t}
imperva api key ¦ Imperva Cloud Application Security docs, x-API-Key (UUID) with x-API-Id ¦ {uuid} ¦ imperva: {"res":9403,"res_message":"Unknown/unauthorized api_id/api_key"} x-API-Id: 27314 x-API-Key: {t}
pocketbase admin token ¦ PocketBase docs, admin auth tokens are JWTs ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u110}.{u43} ¦ pocketbase ClientResponseError 403: "The authorized record model is not allowed to perform this action." pb.authStore.token={t}
doppler cli token ¦ Doppler docs, CLI tokens dp.ct. ¦ dp.ct.{A43} ¦ Doppler Error: Unable to authenticate (token dp.ct.{t} revoked). Run 'doppler login'.
doppler scim token ¦ Doppler docs, SCIM tokens dp.scim. ¦ dp.scim.{A43} ¦ okta-provisioning: SCIM 401 from https://api.doppler.com/scim/v2/Users, bearer dp.scim.{t}
doppler audit token ¦ Doppler docs, audit tokens dp.audit. ¦ dp.audit.{A43} ¦ siem-pull: 403 fetching /v3/workplace/logs (DOPPLER_AUDIT_TOKEN=dp.audit.{t})
supabase pat ¦ Supabase docs, personal access tokens sbp_ (40 hex) ¦ sbp_{h40} ¦ supabase link --project-ref abcd1234 failed: Unauthorized (SUPABASE_ACCESS_TOKEN=sbp_{t})
planetscale oauth ¦ PlanetScale docs, OAuth tokens pscale_oauth_ ¦ pscale_oauth_{u43} ¦ pscale: Error: unauthorized (token pscale_oauth_{t} was issued to another application)
linear oauth ¦ Linear docs, OAuth access tokens lin_oauth_ (64 hex) ¦ lin_oauth_{h64} ¦ linear-sdk: AuthenticationLinearError: Authentication required, not authenticated - lin_oauth_{t}
airtable pat ¦ Airtable docs, personal access tokens pat<14>.<64 hex> ¦ pat{A14}.{h64} ¦ airtable: 401 {"error":{"type":"AUTHENTICATION_REQUIRED"}} base=appX8f2 token=pat{t}
shopify admin token ¦ Shopify docs, custom app Admin API tokens shpat_ (32 hex) ¦ shpat_{h32} ¦ ShopifyAPI::Errors::HttpResponseError: [401] Invalid API key or access token (unrecognized login or wrong password) X-Shopify-Access-Token: shpat_{t}
shopify shared secret ¦ Shopify docs, app shared secrets shpss_ (32 hex) ¦ shpss_{h32} ¦ webhook verify failed: HMAC mismatch using SHOPIFY_API_SECRET=shpss_{t}
square old access token ¦ Square docs, sq0atp- personal access tokens ¦ sq0atp-{u22} ¦ square.api: {"errors":[{"category":"AUTHENTICATION_ERROR","code":"UNAUTHORIZED","detail":"This request could not be authorized."}]} Bearer sq0atp-{t}
slack refresh token ¦ Slack docs, token rotation refresh tokens xoxe- ¦ xoxe-1-{A146} ¦ slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/oauth.v2.access) {'ok': False, 'error': 'invalid_refresh_token'} refresh_token=xoxe-1-{t}
gitlab deploy token ¦ GitLab docs, deploy tokens gldt- ¦ gldt-{u20} ¦ fatal: Authentication failed for 'https://gitlab+deploy-token-42:gldt-{t}@gitlab.acme.io/ops/infra.git/'
gitlab runner token ¦ GitLab docs, runner authentication tokens glrt- ¦ glrt-{u20} ¦ ERROR: Verifying runner... is removed runner=glrt-{t}\nPANIC: Failed to verify the runner.
gitlab runner registration ¦ GitLab docs, legacy registration tokens GR1348941 ¦ GR1348941{u20} ¦ gitlab-runner register --non-interactive --url https://gitlab.acme.io --registration-token GR1348941{t}\nERROR: Registering runner... forbidden (check registration token)
google oauth client secret ¦ Google Cloud docs, OAuth client secrets GOCSPX- ¦ GOCSPX-{u28} ¦ google.auth.exceptions.RefreshError: ('invalid_client: The OAuth client was not found.', {'error': 'invalid_client'}) client_secret=GOCSPX-{t}
github user to server ¦ GitHub docs, GitHub App user-to-server tokens ghu_ ¦ ghu_{A36} ¦ octokit: HttpError: Bad credentials - https://docs.github.com/rest (token ghu_{t})
github refresh token ¦ GitHub docs, refresh tokens ghr_ ¦ ghr_{A76} ¦ POST https://github.com/login/oauth/access_token -> {"error":"bad_refresh_token"} refresh_token=ghr_{t}
easypost test key ¦ EasyPost docs, test keys EZTK ¦ EZTK{h32}{A22} ¦ EasyPost::Errors::UnauthorizedError: APIKEY.INACTIVE - This api key is no longer active. (EZTK{t})
amazon lwa access token ¦ Amazon LWA docs, access tokens Atza| ¦ Atza|{u200} ¦ spapi: 403 Unauthorized "Access to requested resource is denied." x-amz-access-token: Atza|{t}
amazon mws token ¦ Amazon MWS docs, MWSAuthToken amzn.mws.<uuid> ¦ amzn.mws.{uuid} ¦ mws: <ErrorResponse><Error><Code>AccessDenied</Code></Error></ErrorResponse> MWSAuthToken=amzn.mws.{t}&SellerId=A2EUQ1WTGCTBG2
braintree access token ¦ Braintree docs, OAuth access tokens access_token$production$<merchant>$<hex> ¦ access_token$production${l16}${h32} ¦ braintree.exceptions.AuthenticationError: access_token$production${t}
instagram token ¦ Instagram Basic Display docs, long-lived tokens IGQV ¦ IGQV{u180} ¦ instagram: {"error":{"message":"Error validating access token: Session has expired","type":"OAuthException","code":190}} access_token=IGQV{t}
dropbox short-lived ¦ Dropbox docs, short-lived tokens sl. ¦ sl.{u138} ¦ dropbox.exceptions.AuthError: AuthError('expired_access_token') Bearer sl.{t}
twilio api key secret ¦ Twilio docs, API key SID SK<32 hex> with a 32-alnum secret ¦ {A32} ¦ twilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create record: Authenticate (Client(SK5f1c2b3a4d5e6f708192a3b4c5d6e7f8, "{t}", account_sid="AC0a1b2c3d4e5f60718293a4b5c6d7e8f9"))
newrelic browser key ¦ New Relic docs, browser keys NRJS- (19 hex) ¦ NRJS-{h19} ¦ newrelic-cli: 403 "Invalid license key" licenseKey=NRJS-{t}
grafana legacy key ¦ Grafana docs, legacy API keys are base64 of {"k":...,"n":...,"id":...} ¦ eyJrIjoi{b60}== ¦ grafana-api: 401 {"message":"invalid API key"} Authorization: Bearer {t}
age plugin identity ¦ age docs, plugin identities AGE-PLUGIN-<NAME>-1<bech32> ¦ AGE-PLUGIN-YUBIKEY-1{U58} ¦ age: error: no identity matched any of the recipients\n# identities.txt\n{t}
jwt kafka oauthbearer ¦ Kafka SASL/OAUTHBEARER client debug line with the token ¦ eyJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ [Consumer clientId=etl-1] Unexpected handshake request with client mechanism OAUTHBEARER: SaslAuthenticateRequestData(authBytes=n,,\x01auth=Bearer {t}\x01\x01)
jwt mqtt connect ¦ MQTT CONNECT packet log with a JWT as the password (cloud IoT style) ¦ eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.{u96}.{u86} ¦ mosq: Received CONNECT from dev-4412 (p2, c1, k60, u'unused') password='{t}' -> CONNACK 5 (not authorized)
jwt sse last event ¦ Server-Sent Events reconnect with a token in the query and Last-Event-ID ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.{u64}.{u43} ¦ EventSource failed: GET /stream?auth={t} Last-Event-ID: 4411 -> 401
jwt csv export ¦ a CSV export row holding a session JWT ¦ eyJhbGciOiJIUzUxMiJ9.{u100}.{u86} ¦ import failed at row 3 (column 'session' too long):\nid,email,session,created\n3,ana@acme.io,{t},2026-12-04
jwt websocket protocol ¦ Sec-WebSocket-Protocol carrying a bearer token (browser workaround) ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6Ims0In0.{u120}.{u86} ¦ ws handshake refused 401: Sec-WebSocket-Protocol: graphql-transport-ws, bearer.{t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, "cause")
