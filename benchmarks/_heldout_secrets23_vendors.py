"""Held-out set 23: vendors no earlier set named (legal, CRM, scheduling, forms, email
verification, address and phone lookup, direct mail, podcasting, music, stock media, 3D and
image generation, GPU clouds, realtime collaboration and notifications).

Every vendor name below was grepped for (case-insensitive) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py`` and
``heldout_secrets*.py`` files before it was chosen (none matched): PracticePanther, LawPay,
Docketwise, Affinity, Nutshell, Insightly, Keap, Buttondown, Ticket Tailor, Fillout,
SavvyCal, Cronofy, UploadThing, ZeroBounce, NeverBounce, Kickbox, Abstract API, Emailable,
Clearout, Reoon, DeBounce, PostGrid, Postalytics, Click2Mail, Loqate, Melissa, Geocodio,
positionstack, ipdata, ipgeolocation, Numverify, Veriphone, Zenrows, Val Town, InstantDB,
Liveblocks, Engagespot, SuprSend, Chanty, Pumble, Twist, Kumospace, Riverside, Spreaker,
Audioboom, Acast, Castos, Megaphone, RedCircle, Fireside, Chartable, Podtrac, Tidal, Napster,
Audiomack, Bandcamp, Artlist, Soundstripe, Depositphotos, Dreamstime, Alamy, Freepik,
Flaticon, Iconfinder, Icons8, Lordicon, LottieFiles, Sketchfab, Polycam, Meshy, Inworld,
Convai, Krea, Recraft, Civitai, Hyperstack, Crusoe, FluidStack, TensorDock, Bonjoro, Dubb and
Veed. Formats are the vendors' as their documentation showed them when last read (prefixes
such as ``KeapAK-``, ``secret_``, ``live_``, ``test_sk_``, ``sk_prod_``, ``pt_secret_``,
``msy_``, ``FPSX``; Loqate's four groups of four; the header or parameter carrying the key),
remembered rather than copied; where a page documents the parameter but not the length or
alphabet, the source says "shape assumed". Each is placed where such a key turns up: a
``.env`` or YAML file, a curl command, request headers, a URL's query, an SDK's error or its
debug log.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
practicepanther secret ¦ PracticePanther API docs, OAuth client secret for the token endpoint (shape assumed) ¦ {A40} ¦ practicepanther: POST https://app.practicepanther.com/OAuth/Token 400 {"error":"invalid_client"} grant_type=authorization_code&client_id=4f2c9e1a-77b0-4d5e-9a61-2c8b3d0e6f14&client_secret={t}&redirect_uri=https%3A%2F%2Fintake.acme.law%2Fcb
lawpay secret key ¦ LawPay / AffiniPay docs, a secret key used as the Basic username (shape assumed) ¦ m_{A40} ¦ lawpay-php: 401 Unauthorized POST https://api.chargeio.com/v1/charges\nChargeIO::setCredentials(new ChargeIO_Credentials('m_pub_9f2e1d', '{t}'));
docketwise token ¦ Docketwise API docs, Bearer OAuth access token (64 hex, shape assumed) ¦ {h64} ¦ docketwise: GET https://app.docketwise.com/api/v1/matters?page=2 -> 401 {"error":"The access token is invalid"} (Authorization: Bearer {t})
affinity key ¦ Affinity API docs, Basic auth with an empty username and the API key as password ¦ {u43} ¦ affinity: 401 {"message":"Unauthorized"} — curl -u :{t} "https://api.affinity.co/lists/4412/list-entries"
nutshell key ¦ Nutshell API docs, Basic auth with a user's email and a 40 hex API key ¦ {h40} ¦ nutshell-jsonrpc: {"error":{"code":401,"message":"Invalid credentials"}} endpoint=https://app.nutshell.com/api/v1/json user=ops@acme.io key={t}
insightly key ¦ Insightly API docs, the API key (a UUID) as the Basic username ¦ {uuid} ¦ insightly: HTTP 401 GET https://api.na1.insightly.com/v3.1/Contacts?top=50\nAuthorization: Basic base64({t}:)
keap pat ¦ Keap REST docs, personal access tokens and service account keys starting KeapAK- (X-Keap-API-Key header) ¦ KeapAK-{h40} ¦ keap: 401 {"message":"Invalid Access Token","status":401} GET https://api.infusionsoft.com/crm/rest/v1/contacts?limit=25 X-Keap-API-Key: {t}
buttondown token ¦ Buttondown API docs, Authorization: Token <api key> (a UUID) ¦ {uuid} ¦ buttondown: 401 {"detail":"Invalid token."} POST https://api.buttondown.com/v1/emails\nAuthorization: Token {t}\nContent-Type: application/json
ticket tailor key ¦ Ticket Tailor API docs, an API key starting sk_ as the Basic username (shape assumed) ¦ sk_{d4}_{A36} ¦ tickettailor: 401 {"status":401,"error_code":"UNAUTHORIZED"} curl -u "{t}:" https://api.tickettailor.com/v1/events
fillout key ¦ Fillout REST docs, Bearer API key starting sk_prod_ (shape assumed) ¦ sk_prod_{A64} ¦ fillout: 401 GET https://api.fillout.com/v1/api/forms/9xKq2mPw/submissions?limit=150\nheaders: {'Authorization': 'Bearer {t}', 'Accept': 'application/json'}
savvycal token ¦ SavvyCal API docs, personal tokens starting pt_secret_ (shape assumed) ¦ pt_secret_{h48} ¦ savvycal: 401 {"errors":{"detail":"Unauthorized"}} GET https://api.savvycal.com/v1/events?period=upcoming — SAVVYCAL_TOKEN={t}
cronofy secret ¦ Cronofy API docs, client_secret in the token request (shape assumed) ¦ CRN_{A40} ¦ cronofy-ruby: Cronofy::AuthenticationFailureError: 401 invalid_client (client_id="x9c2Qb7Lm", client_secret="{t}")
uploadthing secret ¦ UploadThing docs (v6), UPLOADTHING_SECRET starting sk_live_ (64 hex) ¦ sk_live_{h64} ¦ [UT] UploadThingError: Invalid API key (code INVALID_API_KEY)\n  at requestUploadUrls (uploadthing/server)\n# .env.local\nUPLOADTHING_SECRET={t}\nUPLOADTHING_APP_ID=q8x2k4n1zp
zerobounce key ¦ ZeroBounce API docs, api_key query parameter (32 hex) ¦ {h32} ¦ zerobounce: {"error":"Invalid API key or your account ran out of credits"} GET https://api.zerobounce.net/v2/validate?api_key={t}&email=jo%40acme.io&ip_address=
neverbounce key ¦ NeverBounce API v4 docs, keys starting secret_ (32 hex) ¦ secret_{h32} ¦ neverbounce: {"status":"auth_failure","message":"Invalid API key '{t}'","execution_time":21}
kickbox key ¦ Kickbox API docs, apikey parameter with keys starting live_ (shape assumed) ¦ live_{h64} ¦ kickbox: 403 {"success":false,"message":"Invalid API key"} GET https://api.kickbox.com/v2/verify?email=jo@acme.io&apikey={t}
abstract api key ¦ Abstract API docs, api_key query parameter (32 hex) ¦ {h32} ¦ abstractapi: 401 {"error":{"message":"Invalid API key provided.","code":"unauthorized"}} GET https://emailvalidation.abstractapi.com/v1/?api_key={t}&email=jo@acme.io
emailable key ¦ Emailable API docs, api_key with keys starting live_ (shape assumed) ¦ live_{A20} ¦ emailable-python: emailable.error.Error: 401 Unauthorized: invalid api key\n  client = emailable.Client('{t}')
clearout token ¦ Clearout API docs, Authorization: Bearer with an "id:token" API token (shape assumed) ¦ {h32}:{h64} ¦ clearout: 401 {"status":"failed","error":{"code":1001,"message":"Invalid API token"}} POST https://api.clearout.io/v2/email_verify/instant Authorization: Bearer:{t}
reoon key ¦ Reoon Email Verifier docs, key query parameter (shape assumed) ¦ {A32} ¦ reoon: {"status":"error","reason":"API key is invalid."} GET https://emailverifier.reoon.com/api/v1/verify?email=jo@acme.io&key={t}&mode=power
debounce key ¦ DeBounce API docs, api query parameter (shape assumed) ¦ {h13} ¦ debounce: {"success":"0","debounce":{"error":"Wrong API"}} GET https://api.debounce.io/v1/?api={t}&email=jo@acme.io
postgrid key ¦ PostGrid Print & Mail docs, x-api-key with keys starting test_sk_ / live_sk_ ¦ live_sk_{A24} ¦ postgrid: 401 {"object":"error","error":{"type":"invalid_api_key_error","message":"Invalid API key live_sk_…"}} POST https://api.postgrid.com/print-mail/v1/letters x-api-key: {t}
postalytics key ¦ Postalytics API docs, an API key as the Basic username (shape assumed) ¦ {A32} ¦ postalytics: 401 GET https://api.postalytics.com/api/v1/campaign — POSTALYTICS_API_KEY="{t}" # from Settings > API
click2mail password ¦ Click2Mail REST docs, Basic auth with the account username and password ¦ {p} ¦ click2mail: 401 POST https://rest.click2mail.com/molpro/documents (auth ops_acme:{t})
loqate key ¦ Loqate API docs, Key parameter in four groups of four (XX11-XX11-XX11-XX11) ¦ {U4}-{U4}-{U4}-{U4} ¦ loqate: {"Items":[{"Error":"2","Description":"Unknown key","Cause":"The key you are using to access the service was not found.","Resolution":"Please check that the key is correct."}]} GET https://api.addressy.com/Capture/Interactive/Find/v1.1/json3.ws?Key={t}&Text=10%20Downing
melissa license ¦ Melissa Global Address docs, id parameter carrying a license key (shape assumed) ¦ {A22} ¦ melissa: {"TransmissionResults":"GE05","Records":[]} (GE05 = license key invalid) GET https://address.melissadata.net/v3/WEB/GlobalAddress/doGlobalAddress?id={t}&ctry=PT&a1=Rua%20Augusta%2010
geocodio key ¦ Geocodio API docs, api_key query parameter (39 hex, shape assumed) ¦ {h39} ¦ geocodio: 403 {"error":"Invalid API key"} GET https://api.geocod.io/v1.7/geocode?q=1109+N+Highland+St&api_key={t}
positionstack key ¦ positionstack docs, access_key query parameter (32 hex) ¦ {h32} ¦ positionstack: {"error":{"code":"invalid_access_key","message":"You have not supplied a valid API Access Key."}} GET http://api.positionstack.com/v1/forward?access_key={t}&query=Lisbon
ipdata key ¦ ipdata docs, api-key query parameter (56 hex, shape assumed) ¦ {h56} ¦ ipdata: 401 {"message":"You have either exceeded your quota or that API key does not exist."} GET https://api.ipdata.co/8.8.8.8?api-key={t}
ipgeolocation key ¦ ipgeolocation.io docs, apiKey query parameter (32 hex) ¦ {h32} ¦ ipgeolocation: 401 {"message":"Provided API key is not valid."} url=https://api.ipgeolocation.io/ipgeo?apiKey={t}&ip=1.1.1.1
numverify key ¦ numverify docs, access_key query parameter (32 hex) ¦ {h32} ¦ numverify: {"success":false,"error":{"code":101,"type":"invalid_access_key"}} — NUMVERIFY_ACCESS_KEY={t}
veriphone key ¦ Veriphone API docs, key parameter (32 upper hex, shape assumed) ¦ {H32} ¦ veriphone: 401 {"status":"error","message":"invalid key"} GET https://api.veriphone.io/v2/verify?phone=%2B351912345678&key={t}
zenrows key ¦ ZenRows docs, apikey query parameter (40 hex) ¦ {h40} ¦ zenrows: 401 {"code":"AUTH001","detail":"API key is not valid"} proxy=http://{t}:js_render=true@api.zenrows.com:8001
val town key ¦ Val Town API docs, Bearer API token (shape assumed) ¦ {uuid} ¦ valtown: 401 {"message":"Unauthorized"} fetch("https://api.val.town/v1/me", { headers: { Authorization: "Bearer {t}" } })
instantdb admin token ¦ InstantDB docs, INSTANT_APP_ADMIN_TOKEN (a UUID) for the admin SDK ¦ {uuid} ¦ instant-admin: Error: Unauthorized (401) for app 1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9\n  at init({ appId: process.env.INSTANT_APP_ID, adminToken: "{t}" })
liveblocks secret ¦ Liveblocks docs, secret keys starting sk_prod_ / sk_dev_ ¦ sk_prod_{u64} ¦ liveblocks: LiveblocksError: 403 Invalid secret key\n    new Liveblocks({ secret: "{t}" })
engagespot secret ¦ Engagespot API docs, X-API-Key and X-API-SECRET headers (shape assumed) ¦ {A48} ¦ engagespot: 401 POST https://api.engagespot.co/v3/notifications\nX-API-Key: es_key_7f2a9c\nX-API-SECRET: {t}
suprsend secret ¦ SuprSend docs, workspace key and workspace secret for the SDK (shape assumed) ¦ SS.WSS.{A40} ¦ suprsend-py: SuprsendAPIException: 401 {"code":401,"message":"invalid workspace secret"}\n  Suprsend("WK_9x2c7Qm", "{t}")
chanty token ¦ Chanty API docs, Bearer API token (shape assumed) ¦ {A64} ¦ chanty: 401 POST https://api.chanty.com/v1/chats/5f1e2d/messages {"text":"deploy done"} Authorization: Bearer {t}
pumble key ¦ Pumble API docs, Api-Key header for the bot API (shape assumed) ¦ {h32} ¦ pumble: 401 {"message":"Invalid api key"} curl -X POST https://pumble-api-keys.addons.marketplace.cake.com/sendMessage -H "Api-Key: {t}" -d '{"channel":"deploys","text":"ok"}'
twist token ¦ Twist API v3 docs, Bearer OAuth access token (40 hex, shape assumed) ¦ oauth2:{h40} ¦ twist: 401 {"error_code":200,"error_string":"Invalid token"} POST https://api.twist.com/api/v3/comments/add token={t}
kumospace key ¦ Kumospace docs, a space API key (shape assumed) ¦ ks_{A40} ¦ kumospace: 403 forbidden — KUMOSPACE_API_KEY={t} space=acme-hq
riverside token ¦ Riverside API docs, Bearer business API key (shape assumed) ¦ {A48} ¦ riverside: 401 {"message":"unauthorized"} GET https://platform.riverside.fm/api/v1/productions — RIVERSIDE_API_KEY: {t}
spreaker token ¦ Spreaker API docs, Bearer OAuth2 token (shape assumed) ¦ {A40} ¦ spreaker: 401 {"response":{"error":{"messages":["Invalid or expired token"],"code":401}}} POST https://api.spreaker.com/v2/shows/4412/episodes Authorization: Bearer {t}
audioboom key ¦ Audioboom API docs, an API key and user id as parameters (shape assumed) ¦ {h40} ¦ audioboom: 403 POST https://api.audioboom.com/channels/4412/audio_clips?api[user_id]=88123&api[key]={t}
acast secret ¦ Acast Open API docs, a client secret for client credentials (shape assumed) ¦ {u48} ¦ acast: token request 401 {"error":"invalid_client"} ACAST_CLIENT_ID=acast-ops ACAST_CLIENT_SECRET={t}
castos token ¦ Castos API docs, token query parameter (shape assumed) ¦ {h40} ¦ castos: 401 GET https://app.castos.com/api/v2/podcasts?token={t}
megaphone token ¦ Megaphone API docs, Authorization: Token token="..." (32 hex) ¦ {h32} ¦ megaphone: 401 {"error":"Access denied"} GET https://cms.megaphone.fm/api/networks/9a8b7c/podcasts\nAuthorization: Token token="{t}"
redcircle key ¦ RedCircle docs, an API key for the partner API (shape assumed) ¦ rc_{A40} ¦ redcircle: 401 GET https://api.redcircle.com/v1/shows/4412/episodes?api_key={t}
fireside token ¦ Fireside docs, a Bearer API token (shape assumed) ¦ {A32} ¦ fireside: 401 Unauthorized while POST https://fireside.fm/api/v1/episodes — headers={"Authorization": "Bearer {t}"}
chartable token ¦ Chartable API docs, Authorization header with the API token (shape assumed) ¦ {h40} ¦ chartable: 401 GET https://chartable.com/api/teams/acme/podcasts — Authorization: {t}
podtrac key ¦ Podtrac publisher API, an API key header (shape assumed) ¦ {U32} ¦ podtrac: 401 invalid key X-Podtrac-Key: {t} GET /v1/publishers/acme/downloads?from=2026-11-01
tidal secret ¦ TIDAL developer docs, client credentials (client secret, shape assumed) ¦ {u43} ¦ tidal: POST https://auth.tidal.com/v1/oauth2/token 401 {"error":"invalid_client"} — TIDAL_CLIENT_ID=zU4XHVVkc2tDPo4t TIDAL_CLIENT_SECRET={t}
napster key ¦ Napster API docs, apikey query parameter (shape assumed) ¦ {A48} ¦ napster: 401 {"code":"UnauthorizedError","message":"Invalid API key"} GET https://api.napster.com/v2.2/tracks/top?apikey={t}
audiomack secret ¦ Audiomack API docs, OAuth 1.0a consumer secret (shape assumed) ¦ {h40} ¦ audiomack: 401 oauth_problem=signature_invalid (consumer_key=acme-radio, consumer_secret={t})
bandcamp secret ¦ Bandcamp API docs, client_secret for client credentials (shape assumed) ¦ {A32} ¦ bandcamp: POST https://bandcamp.com/oauth_token 400 {"error":"invalid_client","error_description":"bad client secret"} client_id=1234&client_secret={t}&grant_type=client_credentials
artlist key ¦ Artlist enterprise API, an API key header (shape assumed) ¦ {A40} ¦ artlist: 401 GET https://api.artlist.io/v1/songs?genre=ambient — x-artlist-api-key: {t}
soundstripe key ¦ Soundstripe API docs, Authorization: Token <api key> (shape assumed) ¦ {h40} ¦ soundstripe: 401 {"errors":[{"title":"Not authenticated"}]} GET https://api.soundstripe.com/v1/songs?filter[q]=piano Authorization: Token {t}
depositphotos key ¦ Depositphotos API docs, dp_apikey parameter (40 hex, shape assumed) ¦ {h40} ¦ depositphotos: {"type":"failure","errorcode":401,"error":"Invalid api key"} POST https://api.depositphotos.com dp_command=search&dp_apikey={t}&dp_search_query=lisbon
dreamstime password ¦ Dreamstime API docs, account username and API password (shape assumed) ¦ {p} ¦ dreamstime: <error><code>401</code><message>Invalid credentials</message></error> for username=acmepress password={t}
alamy key ¦ Alamy API docs, an API key header (shape assumed) ¦ {A32} ¦ alamy: 401 GET https://api.alamy.com/v1/images/search?q=tram — ALAMY_API_KEY = "{t}"
freepik key ¦ Freepik API docs, x-freepik-api-key header with keys starting FPSX (shape assumed) ¦ FPSX{h32} ¦ freepik: 401 {"message":"Invalid API key"} POST https://api.freepik.com/v1/ai/text-to-image x-freepik-api-key: {t}
flaticon key ¦ Flaticon API docs, apikey exchanged at /app/authentication for a token (shape assumed) ¦ {h40} ¦ flaticon: POST https://api.flaticon.com/v3/app/authentication 401 {"error":"invalid apikey"} -F apikey={t}
iconfinder key ¦ Iconfinder API v4 docs, Authorization: Bearer <API key> (shape assumed) ¦ {A64} ¦ iconfinder: 401 {"code":"unauthorized","message":"Authentication credentials were not provided"} GET https://api.iconfinder.com/v4/icons/search?query=cart Authorization: Bearer {t}
icons8 token ¦ Icons8 API docs, token query parameter (shape assumed) ¦ {A40} ¦ icons8: 403 GET https://search.icons8.com/api/iconsets/v5/search?term=truck&token={t}
lordicon token ¦ Lordicon API docs, Bearer token (shape assumed) ¦ {A48} ¦ lordicon: 401 GET https://api.lordicon.com/v1/icons?family=wired Authorization: Bearer {t}
lottiefiles token ¦ LottieFiles developer portal, a personal access token (shape assumed) ¦ {A40} ¦ lottiefiles: GraphQL error UNAUTHENTICATED — lottie_pat = "{t}"
sketchfab token ¦ Sketchfab Data API docs, Authorization: Token <api token> (32 hex) ¦ {h32} ¦ sketchfab: 401 {"detail":"Invalid token."} POST https://api.sketchfab.com/v3/models -H "Authorization: Token {t}" -F modelFile=@chair.glb
polycam key ¦ Polycam API, a Bearer API key (shape assumed) ¦ pc_{A40} ¦ polycam: 401 GET https://api.polycam.ai/v1/captures — POLYCAM_API_KEY={t}
meshy key ¦ Meshy API docs, Bearer API keys starting msy_ ¦ msy_{A36} ¦ meshy: 401 {"message":"Invalid API key"} POST https://api.meshy.ai/openapi/v2/text-to-3d Authorization: Bearer {t}
inworld key ¦ Inworld docs, a Basic authorization key (base64 of key:secret) ¦ {b48} ¦ inworld: 401 UNAUTHENTICATED POST https://api.inworld.ai/tts/v1/voice — Authorization: Basic {t}
convai key ¦ Convai docs, CONVAI-API-KEY header (32 hex) ¦ {h32} ¦ convai: 401 {"ERROR":"Invalid API Key"} POST https://api.convai.com/character/getResponse\nCONVAI-API-KEY: {t}\ncharID: 3f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0
krea token ¦ Krea API docs, Bearer API token (shape assumed) ¦ {A48} ¦ krea: 401 {"error":"invalid_token"} POST https://api.krea.ai/generate/image/bfl/flux-1-dev — KREA_API_TOKEN={t}
recraft token ¦ Recraft API docs, Bearer API token (shape assumed) ¦ {A64} ¦ recraft: openai.AuthenticationError: Error code: 401 (base_url=https://external.api.recraft.ai/v1, api_key='{t}')
civitai token ¦ Civitai docs, API token as Bearer or a token= query parameter on downloads (32 hex) ¦ {h32} ¦ wget: https://civitai.com/api/download/models/128713?type=Model&format=SafeTensor&token={t}\nHTTP request sent, awaiting response... 401 Unauthorized
hyperstack key ¦ Hyperstack API docs, api_key header (a UUID) ¦ {uuid} ¦ hyperstack: 401 {"status":false,"message":"Invalid API key"} GET https://infrahub-api.nexgencloud.com/v1/core/virtual-machines api_key: {t}
crusoe secret ¦ Crusoe Cloud docs, an access key and secret key pair (shape assumed) ¦ {u40} ¦ crusoe: Error: 401 Unauthorized\n~/.crusoe/config:\n[default]\naccess_key_id="B7qL2nW9xZ"\nsecret_key="{t}"
fluidstack key ¦ FluidStack API docs, api-key header (shape assumed) ¦ {A40} ¦ fluidstack: 401 {"detail":"invalid api key"} GET https://platform.fluidstack.io/instances api-key: {t}
tensordock token ¦ TensorDock API docs, api_key and api_token form parameters (shape assumed) ¦ {A32} ¦ tensordock: {"success":false,"error":"Invalid credentials"} POST https://marketplace.tensordock.com/api/v0/client/list api_key=5c1e2d3c-4b5a api_token={t}
bonjoro key ¦ Bonjoro API docs, Bearer API key (shape assumed) ¦ {A40} ¦ bonjoro: 401 POST https://www.bonjoro.com/api/v2/greets {"email":"jo@acme.io"} Authorization: Bearer {t}
dubb secret ¦ Dubb API docs, X-Dubb-App-Id and X-Dubb-App-Secret headers (shape assumed) ¦ {A40} ¦ dubb: 401 GET https://api.dubb.com/v1/videos\nX-Dubb-App-Id: 8812\nX-Dubb-App-Secret: {t}
veed key ¦ VEED API, an API key header (shape assumed) ¦ {A36} ¦ veed: 403 {"error":"forbidden"} — VEED_API_KEY="{t}"
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    quarter = len(rows) // 4
    return [
        *v.table("vendor", "\n".join(rows[:quarter])),
        *v.table("vendor", "\n".join(rows[quarter : 2 * quarter]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * quarter : 3 * quarter]), raises="group"),
        *v.table("vendor", "\n".join(rows[3 * quarter :]), raises="oserror"),
    ]
