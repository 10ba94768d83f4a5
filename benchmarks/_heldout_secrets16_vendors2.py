"""Held-out set 16: AI, developer, IoT, games, government and push vendors no earlier set named.

Grepped against the earlier sets' files (none matched): Hugging Face (``hf_``), Anthropic
(``sk-ant-``), JFrog Artifactory (``AKCp``, reference tokens), Modal, Vertex AI service
accounts, LiteLLM's master key, Grafbase, Crunchy Bridge, Bytescale, Transloadit, Proton
Mail Bridge, Fastmail (``fmu1-``), Centrifugo, MagicBell, Whereby, Tesla Fleet API, Samsara,
Geotab, Sonos, PUBG, Supercell, Steamworks, api.nasa.gov, USPS Web Tools, Login.gov, KT Cloud,
Kamatera, Semaphore CI, Google Play Console, APNs, Pushover, Gotify, ntfy, Threema Gateway,
Viber and WeCom. Where a vendor's page documents the parameter or header but not the length
or alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
huggingface token ¦ Hugging Face docs, user access tokens start hf_ ¦ hf_{L34} ¦ huggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/whoami-v2 (Request ID: Root=1-6751f2a3-0b6f2f1e4c3d) Invalid credentials in Authorization header — HF_TOKEN={t}
anthropic api key ¦ Anthropic API docs, x-api-key keys start sk-ant-api03- ¦ sk-ant-api03-{u93}AA ¦ anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}} (client built with api_key='{t}')
jfrog api key ¦ JFrog Artifactory docs, API keys start AKCp ¦ AKCp{A69} ¦ [Error] 401 Unauthorized: {"errors":[{"status":401,"message":"Bad credentials"}]} jf rt upload dist/*.whl pypi-local/ --user=ci --apikey={t}
jfrog reference token ¦ JFrog docs, reference tokens are 64 base64 characters starting cmVmdGtu ¦ cmVmdGtuOjAxOjE3{A48} ¦ pip: 401 Error: Unauthorized for url: https://acme.jfrog.io/artifactory/api/pypi/pypi/simple/requests/ — index-url https://ci:{t}@acme.jfrog.io/artifactory/api/pypi/pypi/simple
modal token secret ¦ Modal docs, token id ak- and token secret as- ¦ as-{A22} ¦ modal.exception.AuthError: Token ID is malformed or invalid. MODAL_TOKEN_ID=ak-Bq7jZ0rT4nXc2WvP9sLm1d MODAL_TOKEN_SECRET={t}
vertex service account ¦ Google Cloud docs, a service account key file's private_key_id (40 hex) and private_key ¦ {b64}\n{b64}\n{b64} ¦ google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant'}) while loading {"type": "service_account", "project_id": "acme-ml", "private_key_id": "3f1c", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ{t}\\n-----END PRIVATE KEY-----\\n"}
litellm master key ¦ LiteLLM proxy docs, master_key must start sk- ¦ sk-{A32} ¦ litellm.proxy: 401 Authentication Error, Invalid proxy server token passed. Received API Key = {t}, Key Hash (Token) =3e1b4b5f. Unable to find token in cache or `LiteLLM_VerificationTokenTable`
grafbase api key ¦ Grafbase docs, API key in x-api-key (a JWT) ¦ eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ grafbase: GraphQL request failed (401) x-api-key={t}
crunchy bridge key ¦ Crunchy Bridge docs, API keys start cbkey_ ¦ cbkey_{A40} ¦ cb: error: 401 Unauthorized — cb login --key {t} (Crunchy Bridge)
bytescale secret key ¦ Bytescale docs, secret API keys start secret_ ¦ secret_{A28} ¦ Bytescale UploadManager: 401 {"error":{"code":"unauthorized","message":"API key is invalid."}} apiKey: "{t}"
transloadit auth secret ¦ Transloadit docs, auth key (32 hex) and auth secret (40 hex) sign params ¦ {h40} ¦ Transloadit: {"error":"INVALID_SIGNATURE","message":"Signature does not match"} auth.key=c91a0e37d2b84e6f9a5c1d0e2f3b4a56 TRANSLOADIT_SECRET={t}
proton bridge password ¦ Proton Mail Bridge docs, the bridge-generated IMAP/SMTP password (22 URL-safe) ¦ {u22} ¦ imaplib.IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid login' — login('ops@acme.io', '{t}') against 127.0.0.1:1143 (Proton Mail Bridge)
fastmail api token ¦ Fastmail docs, API tokens start fmu1- ¦ fmu1-{h8}-{h32}-0-{h32} ¦ jmap: 401 Unauthorized POST https://api.fastmail.com/jmap/session Authorization: Bearer {t}
centrifugo hmac secret ¦ Centrifugo docs, token_hmac_secret_key signs connection JWTs ¦ {uuid} ¦ centrifugo: {"level":"info","error":"invalid token: signature is invalid","client":"f31c"} config: {"token_hmac_secret_key": "{t}", "admin": true}
magicbell api secret ¦ MagicBell docs, X-MAGICBELL-API-SECRET header (shape assumed) ¦ {A40} ¦ MagicBell: 401 {"errors":[{"code":"api_key_not_provided"}]} -H "X-MAGICBELL-API-KEY: 5e37c19f" -H "X-MAGICBELL-API-SECRET: {t}"
whereby api key ¦ Whereby docs, Bearer API key (a JWT) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u200}.{u43} ¦ whereby: POST /v1/meetings -> 401 {"error":"Unauthorized"} Authorization: Bearer {t}
tesla refresh token ¦ Tesla Fleet API docs, refresh_token exchanged at auth.tesla.com (shape assumed: a JWT) ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{u260}.{u342} ¦ TeslaFleetError: login_required — POST https://auth.tesla.com/oauth2/v3/token {"grant_type":"refresh_token","client_id":"ownerapi","refresh_token":"{t}"}
samsara api token ¦ Samsara docs, API tokens start samsara_api_ ¦ samsara_api_{A30} ¦ samsara: 401 {"message":"Unauthorized","requestId":"8e4a1b2c"} GET https://api.samsara.com/fleet/vehicles Authorization: Bearer {t}
geotab session ¦ Geotab MyGeotab SDK docs, credentials {database, userName, sessionId} ¦ {u22} ¦ mygeotab.api.MyGeotabException: InvalidUserException — credentials={'database': 'acme_fleet', 'userName': 'api@acme.io', 'sessionId': '{t}'} server=my.geotab.com
sonos client secret ¦ Sonos control API docs, client key and secret (UUIDs) as Basic for the token ¦ {uuid} ¦ Sonos OAuth: {"error":"unauthorized_client"} SONOS_CLIENT_ID=bd86a7e2-4a47-4b51-9d0e-2b4b7c6ad0f1 SONOS_CLIENT_SECRET={t}
pubg api key ¦ PUBG developer docs, Authorization: Bearer <api key> (a JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.{u250}.{u43} ¦ pubg-python: UnauthorizedError 401 "API key invalid or missing" — PUBG(api_key="{t}", shard="steam")
supercell api token ¦ Clash of Clans API docs, developer key (a JWT) bound to IP addresses ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiIsImtpZCI6IjI4YTMxOGY3LTAwMDAtYTFlYi03ZmExLTJjNzQzM2M2Y2NhNSJ9.{u320}.{u86} ¦ coc.errors.Forbidden: 403 accessDenied.invalidIp "Invalid authorization: API key does not allow access from IP 203.0.113.9" token={t}
steamworks publisher key ¦ Steamworks docs, Web API publisher key (32 upper hex) ¦ {H32} ¦ ISteamUser/CheckAppOwnership: 403 Forbidden — verify your key: https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={t}&steamid=76561197960287930&appid=480
nasa api key ¦ api.nasa.gov docs, api_key (40 alnum) ¦ {A40} ¦ {"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied. Get one at https://api.nasa.gov:443"}} GET /planetary/apod?api_key={t}
usps password ¦ USPS Web Tools docs, USERID and PASSWORD attributes ¦ {p} ¦ USPS: <Error><Number>80040B1A</Number><Description>Authorization failure.</Description></Error> request <RateV4Request USERID="812ACME00421" PASSWORD="{t}">
login.gov private key ¦ Login.gov docs, private_key_jwt client assertion signed with the app's private key (PEM) ¦ {b64}\n{b64}\n{b64} ¦ OmniAuth::Strategies::OAuth2::CallbackError: invalid_client — client assertion not verified; LOGIN_GOV_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEAq{t}\\n-----END RSA PRIVATE KEY-----"
kt cloud secret key ¦ KT Cloud API docs, apiKey and secretKey sign each request (shape assumed) ¦ {u86} ¦ KT Cloud: {"errorcode":"401","errortext":"unable to verify user credentials and/or request signature"} apikey=Rb1k... secretkey={t}
kamatera client secret ¦ Kamatera cloud API docs, AuthClientId and AuthSecret headers (32 hex) ¦ {h32} ¦ kamatera: 401 {"message":"invalid auth"} AuthClientId: 1c6a6f7e0d AuthSecret: {t}
semaphore api token ¦ Semaphore CI docs, API token in Authorization: Token (20 alnum) ¦ {A20} ¦ sem: error: 401 — curl -H "Authorization: Token {t}" https://acme.semaphoreci.com/api/v1alpha/projects
play console service account ¦ Google Play Developer API docs, the service account JSON's private key (shape: PKCS8) ¦ {b64}{b64} ¦ fastlane supply: Google Api Error: Invalid request — json_key_data: {"client_email":"play@acme-ci.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIE{t}\\n"}
apns p8 key ¦ Apple APNs docs, the .p8 token-signing key (ES256, PKCS8 PEM) ¦ {b64}\n{b64} ¦ apns2: 403 InvalidProviderToken — key_id=ABC123DEFG team_id=DEF123GHIJ auth_key_contents=-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{t}\\n-----END PRIVATE KEY-----
pushover app token ¦ Pushover API docs, application token (30 alnum, starts a) ¦ a{l29} ¦ pushover: {"token":"invalid","errors":["application token is invalid, see https://pushover.net/api"],"status":0} token={t}&user=uQiRzpo4DXghDmr9QzzfQu27cmVRsG
gotify app token ¦ Gotify docs, app tokens start A (15 characters) ¦ A{u14} ¦ gotify: 401 {"error":"Unauthorized","errorCode":401,"errorDescription":"you need to provide a valid access token or user credentials to access this api"} POST /message?token={t}
ntfy access token ¦ ntfy docs, access tokens start tk_ (29 lower alnum) ¦ tk_{l29} ¦ ntfy publish: 401 {"code":40101,"http":401,"error":"unauthorized"} ntfy pub --token {t} alerts "disk full"
threema gateway secret ¦ Threema Gateway docs, Gateway ID (*ABCDEFG) and secret (16 alnum) ¦ {A16} ¦ Threema Gateway: 401 wrong ID or secret — from=*ACMEOPS&to=ECHOECHO&secret={t}&text=test
viber auth token ¦ Viber REST bot API docs, X-Viber-Auth-Token (three hex groups) ¦ {h16}-{h16}-{h16} ¦ ViberBot: {"status":2,"status_message":"invalidAuthToken","chat_hostname":"SN-CHAT-03_"} X-Viber-Auth-Token: {t}
wecom corpsecret ¦ WeCom (企业微信) docs, corpid and corpsecret (43 URL-safe) for gettoken ¦ {u43} ¦ 企业微信接口调用失败: {"errcode":40001,"errmsg":"invalid credential"} GET https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww8f3c1d2a4b5e6f70&corpsecret={t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    # Half of these are raised as a wrapped cause, so the traceback channel carries them too.
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half])),
        *v.table("vendor", "\n".join(rows[half:]), raises="cause"),
    ]
