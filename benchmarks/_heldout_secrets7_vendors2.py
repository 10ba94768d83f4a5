"""Held-out set 7: more vendors' published token shapes (messaging, payments, identity
checks, security data, support desks and media), each in the message its SDK or API prints.

Written on 2026-12-03 (21:42-22:05 UTC), blind. Same table as ``_heldout_secrets7_vendors.py``
(``name ¦ source ¦ token ¦ message``); none of these vendors is in sets 1-6 (grepped for in
``benchmarks/``). Shapes as published on the vendors' pages, as remembered; "shape assumed"
marks a guessed length or alphabet. Values are seeded random.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["more_vendor_cases"]

MESSAGING = """
vonage api secret ¦ developer.vonage.com: api_key 8 hex, api_secret 16 alnum ¦ {A16} ¦ vonage.errors.AuthenticationError: 401 Unauthorized (Client(key="3fa9c1d2", secret="{t}"))
nexmo cli setup ¦ nexmo-cli: nexmo setup <api_key> <api_secret> ¦ {A16} ¦ nexmo setup 8c2e41d0 {t}\\nError: Authentication failed - please check your credentials
bandwidth api password ¦ dev.bandwidth.com: API user and password (basic auth) ¦ {p} ¦ bandwidth.exceptions.ApiException: (401) Unauthorized -- BandwidthClient(username='api-user-7', password='{t}')
signalwire api token ¦ developer.signalwire.com: PT + 48 hex ¦ PT{h48} ¦ signalwire.rest: HTTP 401 error: Unable to fetch record: Authentication Error (Client('6f0a1b2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c', '{t}', signalwire_space_url='acme.signalwire.com'))
infobip api key ¦ infobip.com/docs: Authorization: App <32 hex>-<uuid> ¦ {h32}-{uuid} ¦ infobip: 401 {"requestError":{"serviceException":{"messageId":"UNAUTHORIZED","text":"Invalid login details"}}} Authorization: App {t}
textmagic api key ¦ docs.textmagic.com: X-TM-Key 30 alnum ¦ {A30} ¦ textmagic.rest: 401 Unauthorized X-TM-Username: acme X-TM-Key: {t}
clicksend api key ¦ developers.clicksend.com: username + API key (basic auth, shape assumed uuid-like upper) ¦ {H8}-{H4}-{H4}-{H4}-{H12} ¦ ClickSend::ApiError: 401 INVALID_CREDENTIALS (curl -u ops@acme.io:{t} https://rest.clicksend.com/v3/account)
msg91 authkey ¦ docs.msg91.com: authkey digits + A + 24 hex (shape assumed) ¦ 412873A{h24} ¦ MSG91: {"type":"error","message":"Authentication failure","code":"201"} authkey={t}
gupshup api key ¦ docs.gupshup.io: apikey header 32 alnum ¦ {A32} ¦ gupshup: 401 {"status":"error","message":"Portal User Not Found With APIKey"} apikey: {t}
aircall api token ¦ developer.aircall.io: api_id 32 hex, api_token 32 hex (basic auth) ¦ {h32} ¦ Aircall API 401 Unauthorized: curl -u 4f1e0d2c3b4a59687f6e5d4c3b2a1908:{t} https://api.aircall.io/v1/calls
genesys client secret ¦ developer.genesys.cloud: OAuth client secret 43 url-safe ¦ {u43} ¦ PureCloudPlatformClientV2.rest.ApiException: (400) invalid_client (client_credentials grant for client 2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f secret={t})
botpress pat ¦ botpress.com/docs: personal access token bp_pat_ + 40 alnum ¦ bp_pat_{A40} ¦ bp deploy: ✗ Error: 401 Unauthorized (bp login --token {t})
voiceflow api key ¦ developer.voiceflow.com: VF.DM.<24 hex>.<16 alnum> ¦ VF.DM.{h24}.{A16} ¦ voiceflow: 401 {"message":"Unauthorized"} Authorization: {t}
manychat api key ¦ api.manychat.com/swagger: Bearer <page id>:<32 hex> ¦ 1038272:{h32} ¦ ManyChat API error 401 Unauthorized: {"status":"error","message":"Wrong token"} Authorization: Bearer {t}
crisp plugin key ¦ docs.crisp.chat: identifier UUID and key 64 hex (basic auth) ¦ {h64} ¦ crisp-api: 401 invalid_session (setTier("plugin"); authenticate("8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968", "{t}"))
missive token ¦ missiveapp.com/help api: missive_pat- + 64 url-safe (shape assumed) ¦ missive_pat-{u64} ¦ Missive API 401: Invalid token -- Authorization: Bearer {t}
pubnub secret key ¦ pubnub.com/docs: sec-c- + 48 base64-like ¦ sec-c-{A48} ¦ PubNubException: HTTP Client Error (403): Invalid Signature (PNConfiguration(subscribeKey="sub-c-8f2e...", secretKey="{t}"))
getstream api secret ¦ getstream.io/docs: api key 12 lower, secret 64 lower alnum ¦ {l64} ¦ stream_chat.base.exceptions.StreamAPIException: StreamChat error code 5: 401 api_key not valid -- StreamChat(api_key="k2x9q8m4n6p0", api_secret="{t}")
agora app certificate ¦ docs.agora.io: App ID 32 hex, App Certificate 32 hex ¦ {h32} ¦ agora-token-builder: invalid token generated (appId=5f1e0d2c3b4a49687f6e5d4c3b2a1908, appCertificate={t}): 401 CAN_NOT_GET_GATEWAY_SERVER
livekit api secret ¦ docs.livekit.io: API key API + 12 alnum, secret 43 alnum ¦ {A43} ¦ livekit-cli: twirp error unauthenticated: invalid API key (--api-key APIq3K9m2N4x8Zp --api-secret {t})
"""

COMMERCE_AND_MONEY = """
xendit secret key ¦ developers.xendit.co: xnd_production_ + 60 alnum ¦ xnd_production_{A60} ¦ XenditError: INVALID_API_KEY API key format is invalid (curl -u {t}: https://api.xendit.co/balance)
midtrans server key ¦ docs.midtrans.com: Mid-server- + 24 url-safe ¦ Mid-server-{u24} ¦ midtransclient.error_midtrans.MidtransAPIError: Midtrans API is returning API error. HTTP status code: 401. (serverKey='{t}')
lemonsqueezy api key ¦ docs.lemonsqueezy.com: API key is a JWT ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u200}.{u342} ¦ LemonSqueezy API 401 {"errors":[{"detail":"Unauthenticated."}]} LEMONSQUEEZY_API_KEY={t}
pipedrive api token ¦ pipedrive.readme.io: api_token 40 hex in the query ¦ {h40} ¦ pipedrive: 401 {"success":false,"error":"unauthorized access","errorCode":401} GET https://acme.pipedrive.com/api/v1/deals?api_token={t}
monday api token ¦ developer.monday.com: API token is a JWT (HS256) ¦ eyJhbGciOiJIUzI1NiJ9.{u150}.{u43} ¦ monday: {"errors":[{"message":"Not Authenticated"}],"status_code":401} Authorization: {t}
basecamp access token ¦ github.com/basecamp/api: OAuth access token BAh + base64 + -- + 40 hex ¦ BAh{b120}--{h40} ¦ Basecamp 401: OAuth token expired (old token: {t})
jotform api key ¦ api.jotform.com docs: apiKey 32 hex ¦ {h32} ¦ JotformAPIClient: {"responseCode":401,"message":"You're not authorized to use (/user/forms) "} ?apiKey={t}
surveymonkey access token ¦ developer.surveymonkey.com: long-lived access token (shape assumed: 64 url-safe) ¦ {u64} ¦ surveymonkey: 401 {"error":{"id":"1011","name":"Authorization Error","message":"The authorization token provided was invalid."}} Authorization: bearer {t}
customerio app api key ¦ customer.io/docs: App API key 32 hex ¦ {h32} ¦ customerio.APIError: 401 Unauthorized (APIClient("{t}", region=Regions.EU))
braze rest key ¦ braze.com/docs: REST API key is a UUID ¦ {uuid} ¦ Braze 401 {"message":"Invalid API Key"} Authorization: Bearer {t} POST https://rest.fra-01.braze.eu/users/track
activecampaign api token ¦ developers.activecampaign.com: Api-Token 72 hex ¦ {h72} ¦ ActiveCampaign: 403 {"message":"No Result found for Subscriber with id 0"} Api-Token: {t}
kit api secret ¦ developers.kit.com v3: api_secret 43 url-safe ¦ {u43} ¦ ConvertKit 401 {"error":"Authorization Failed","message":"API Secret not valid"} GET /v3/subscribers?api_secret={t}
smtp2go api key ¦ developers.smtp2go.com: api- + 32 hex ¦ api-{H32} ¦ smtp2go.core.Smtp2goException: {"data":{"error":"The API key is not valid","error_code":"E_ApiResponseCodes.API_KEY_INVALID"}} (SMTP2GO_API_KEY={t})
mailersend api token ¦ developers.mailersend.com: mlsn. + 64 hex ¦ mlsn.{h64} ¦ mailersend: 401 {"message":"Unauthenticated."} Authorization: Bearer {t}
mailtrap api token ¦ api-docs.mailtrap.io: Api-Token 32 hex ¦ {h32} ¦ mailtrap.exceptions.AuthorizationError: ['Unauthorized'] (MailtrapClient(token="{t}"))
patreon creator token ¦ docs.patreon.com: creator access token 43 url-safe ¦ {u43} ¦ patreon.api: 401 {"errors":[{"code_name":"Unauthorized","detail":"The server could not verify that you are authorized"}]} access_token={t}
"""

SECURITY_AND_CHECKS = """
shodan api key ¦ developer.shodan.io: key 32 alnum ¦ {A32} ¦ shodan.exception.APIError: Invalid API key -- shodan init {t}
virustotal api key ¦ docs.virustotal.com: x-apikey 64 hex ¦ {h64} ¦ vt.error.APIError: ('WrongCredentialsError', 'Wrong API key') vt.Client("{t}")
censys api secret ¦ search.censys.io/api: API ID UUID, secret 32 alnum ¦ {A32} ¦ censys.common.exceptions.CensysUnauthorizedException: 401 (Unauthorized): You must authenticate with a valid API ID and secret. CENSYS_API_SECRET={t}
abuseipdb key ¦ docs.abuseipdb.com: Key header 80 hex ¦ {h80} ¦ AbuseIPDB 401 {"errors":[{"detail":"Authentication failed. Your API key is either missing, incorrect, or revoked.","status":401}]} Key: {t}
hunter api key ¦ hunter.io/api-documentation: api_key 40 hex ¦ {h40} ¦ hunter: 401 {"errors":[{"id":"authentication_failed","code":401}]} GET /v2/domain-search?domain=acme.io&api_key={t}
maxmind license key ¦ dev.maxmind.com: license key 6 alnum _ 29 alnum _mmk ¦ {A6}_{A29}_mmk ¦ geoipupdate: error retrieving updates: received an unexpected HTTP status code 401 (LicenseKey {t} in /etc/GeoIP.conf)
ipqualityscore key ¦ ipqualityscore.com/documentation: key 32 alnum in the path ¦ {A32} ¦ IPQS: {"success":false,"message":"Invalid or unauthorized key."} GET https://ipqualityscore.com/api/json/ip/{t}/8.8.8.8
hcaptcha secret ¦ docs.hcaptcha.com: secret 0x + 40 hex ¦ 0x{h40} ¦ hcaptcha siteverify failed: {"success":false,"error-codes":["invalid-input-secret"]} (secret={t}&response=P1_eyJ0eXAi...)
recaptcha secret ¦ developers.google.com/recaptcha: secret key 6L + 38 url-safe ¦ 6L{u38} ¦ reCAPTCHA verification error ['invalid-input-secret'] for secret={t} (POST https://www.google.com/recaptcha/api/siteverify)
turnstile secret ¦ developers.cloudflare.com turnstile: secret 0x4AAAAAAA + 22 url-safe ¦ 0x4AAAAAAA{u22} ¦ turnstile: siteverify returned {"success":false,"error-codes":["invalid-input-secret"]} TURNSTILE_SECRET_KEY={t}
apify api token ¦ docs.apify.com: apify_api_ + 36 alnum ¦ apify_api_{A36} ¦ ApifyApiError: User was not found or authentication token is not valid (APIFY_TOKEN={t})
scrapingbee api key ¦ scrapingbee.com/documentation: api_key 80 upper alnum ¦ {U80} ¦ scrapingbee: 401 {"message":"Invalid api key"} GET https://app.scrapingbee.com/api/v1/?api_key={t}&url=https://acme.io
browserless token ¦ docs.browserless.io: ?token= (shape assumed: 40 alnum) ¦ {A40} ¦ puppeteer.connect: Error: Unexpected server response: 401 (browserWSEndpoint wss://production-sfo.browserless.io?token={t})
steam web api key ¦ steamcommunity.com/dev: key 32 upper hex ¦ {H32} ¦ steam.webapi: 403 Forbidden: Verify your key= parameter (GET /ISteamUser/GetPlayerSummaries/v2/?key={t}&steamids=76561198000000000)
riot api key ¦ developer.riotgames.com: RGAPI- + UUID ¦ RGAPI-{uuid} ¦ riotwatcher: 403 Client Error: Forbidden for url: https://euw1.api.riotgames.com/lol/summoner/v4/summoners/me (X-Riot-Token: {t})
roblox open cloud key ¦ create.roblox.com/docs cloud: x-api-key base64 (shape assumed) ¦ {b90} ¦ rbxcloud: 401 {"code":"UNAUTHENTICATED","message":"Invalid API Key"} x-api-key: {t}
twitch client secret ¦ dev.twitch.tv/docs: client secret 30 lower alnum ¦ {l30} ¦ twitchAPI.types.TwitchAuthorizationException: invalid client secret (Twitch('gp762nuuoqcoxypju8c569th9wz7q5', '{t}'))
linkedin client secret ¦ learn.microsoft.com linkedin: client secret WPL_AP1.<16>.<base64> ¦ WPL_AP1.{A16}.{b16} ¦ linkedin oauth: 401 invalid_client (client_id=78qxm2k9z0ab1c client_secret={t})
webex bot token ¦ developer.webex.com: access token <64>_<4>_<uuid> ¦ {A64}_PF84_{uuid} ¦ webexteamssdk.exceptions.ApiError: [401] Unauthorized - The request requires a valid access token set in the Authorization request header. WEBEX_TEAMS_ACCESS_TOKEN={t}
ringcentral jwt credential ¦ developers.ringcentral.com: JWT credential for the jwt-bearer grant ¦ eyJraWQiOiI4NzYyZjU5OGQwNTk0NGRiODZiZjVjYTk3ODA0NzYwOCIsInR5cCI6IkpXVCIsImFsZyI6IlJTMjU2In0.{u240}.{u342} ¦ ringcentral.http.api_exception: OAU-213 Token is not valid (platform.login(jwt="{t}"))
helpscout app secret ¦ developer.helpscout.com mailbox api 2: app secret 32 alnum ¦ {A32} ¦ helpscout: 401 invalid_client (client_credentials for app 0x7c1d2e3f with client_secret={t})
"""


def more_vendor_cases(values: Values) -> list[Case]:
    return [
        *values.table("vendor", MESSAGING),
        *values.table("vendor", COMMERCE_AND_MONEY),
        *values.table("vendor", SECURITY_AND_CHECKS),
    ]
