"""Held-out set 66: keys of media, streaming, music, podcasting, video-hosting, photo and
game-backend vendors no earlier set named, in the shapes they appear in.

Each vendor's name was grepped for (case-insensitive) in every earlier ``*heldout*`` file
under ``benchmarks/``; only names with no match are used. Twelve vendors were looked up with
the ``search`` tool (corpus ``docs``) first, and the page that gave the credential's name,
header or shape is named in the case's source: ACRCloud, AudD, Dacast (the page named an API
key but no format), Cleeng, Qencode, Chartmetric, Soundcharts, Streamlabs, Trovo (only the
client-id header), Cloudflare Stream, Dailymotion and PallyCon (DoveRunner); a search for
Podchaser found no format. A second round of searches named the page for SproutVideo,
Picsart, Zype and Nightbot here and for Songstats, Auphonic and Kinguin in
``_heldout_secrets66_vendors2.py`` (a search for Podigee found nothing). The other
vendors of this file and of ``_heldout_secrets66_vendors2.py`` are "as remembered": lengths
and alphabets are plausible, not verified.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

SEARCHED = r"""
acrcloud secret env ¦ docs.acrcloud.com/reference/identification-api (access_key, access_secret signing HMAC-SHA1) ¦ {A40} ¦ ACRCLOUD_HOST=identify-eu-west-1.acrcloud.com\nACRCLOUD_ACCESS_KEY=4f1e0b7c9a2d3e5f6a8b0c1d2e3f4a5b\nACRCLOUD_ACCESS_SECRET={t}
acrcloud python dict ¦ npmjs.com/package/acrcloud (host, access_key, access_secret in the constructor) ¦ {A40} ¦ config = {\n    "host": "identify-us-west-2.acrcloud.com",\n    "access_key": "c0ffee12ab34cd56ef7890ab12cd34ef",\n    "access_secret": "{t}",\n    "timeout": 10,\n}
audd token query ¦ docs.audd.io AGENTS.md and pypi.org/project/audd (api_token, AUDD_API_TOKEN) ¦ {h32} ¦ $ curl -s "https://api.audd.io/?api_token={t}&url=https://cdn.acme.fm/clips/4411.mp3&return=spotify"\n{"status":"error","error":{"error_code":900,"error_message":"Recognition failed: authorization failed"}}
audd rust builder ¦ docs.rs/audd (AudD::new(api_token), AudD::builder) ¦ {h32} ¦ let audd = AudD::builder("{t}")\n    .max_retries(2)\n    .build()?;\n// Error: AudDAuthenticationError { error_code: 900 }
dacast node sdk ¦ npmjs.com/package/dacast (API key from account settings; its format not given, remembered) ¦ {A48} ¦ const dacast = require('dacast');\ndacast.setApiKey('{t}');\n// DacastError: 401 Unauthorized on GET /v2/live
cleeng publisher header ¦ developers.cleeng.com/reference/list-webhook-subscriptions-rest (X-Publisher-Token, a 48-character key) ¦ {A48} ¦ $ http GET https://api.cleeng.com/3.1/webhook_subscriptions X-Publisher-Token:{t}\nHTTP/1.1 401 Unauthorized\n{"errors":[{"code":3,"message":"Publisher token is invalid"}]}
cleeng json-rpc ¦ developers.cleeng.com/v2.0/reference/getting-started-with-json-rpc (publisherToken as first parameter) ¦ {A48} ¦ POST https://api.cleeng.com/3.0/json-rpc\n{"method":"listOfferIds","params":{"publisherToken":"{t}"},"id":1,"jsonrpc":"2.0"}\n-> {"error":{"code":3,"message":"Publisher token is invalid"}}
qencode python client ¦ github.com/qencode-dev/qencode-api-python-client (qencode.client(API_KEY)) ¦ {h24} ¦ >>> client = qencode.client('{t}')\n>>> client.error\nTrue\n>>> client.message\n'Invalid API key'
chartmetric refresh ¦ api-evangelist chartmetric collection (POST https://api.chartmetric.com/api/token exchanging a refresh token) ¦ {A64} ¦ POST /api/token HTTP/1.1\nHost: api.chartmetric.com\nContent-Type: application/json\n\n{"refreshtoken":"{t}"}
soundcharts basic ¦ developers.soundcharts.com/api/authorization (client ID and secret as Basic at account.soundcharts.com/oauth/token) ¦ {u48} ¦ curl -X POST https://account.soundcharts.com/oauth/token -u "sc_client_7e21c0a9:{t}" -d grant_type=client_credentials -d team_id=acme-records
streamlabs socket toml ¦ pypi.org/project/streamlabsio (config.toml [streamlabs] token, the Socket API Token) ¦ {A20}.{A36}.{u43} ¦ [streamlabs]\ntoken = "eyJ{t}"
streamlabs plugin yml ¦ github.com/Membercat-Studios/Streamlabs-Integration wiki (socket_token in config.yml) ¦ {A24}.{A40}.{u43} ¦ # Streamlabs Integration config\nsocket_token: "eyJ{t}"\nshow_status_messages: true
trovo oauth error ¦ developer.trovo.live/docs/APIs.html (client ID; OAuth access token, remembered shape) ¦ {l32} ¦ POST https://open-api.trovo.live/openplatform/exchangetoken\nclient-id: 8f0c2e7b1d4a9c6e3f5b0a2d7c9e1f4b\n{"client_secret":"{t}","grant_type":"authorization_code","code":"…"}\n400 {"status":1002,"error":"Invalid client secret"}
cloudflare stream pem ¦ developers.cloudflare.com stream keys resource (POST /accounts/{id}/stream/keys returns pem and jwk once) ¦ {b64} ¦ {"result":{"id":"8f92f4b1e0c7a3d5b6e9f0a1c2d3e4f5","pem":"LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVB{t}","created":"2026-12-07T05:20:11Z"},"success":true}
dailymotion password grant ¦ developers.dailymotion.com/docs/authenticate-using-password-grant-type (client_id, client_secret, username, password) ¦ {h40} ¦ $ curl -X POST https://api.dailymotion.com/oauth/token -d grant_type=password -d client_id=7a1e0c9b3d5f2e4a6c8b -d client_secret={t} -d username=acme-tv -d password=… -d scope=manage_videos
pallycon customdata ¦ guide.ncloud-docs.com vpe-rn-content-protection (pallycon-customdata-v2 header carrying the license token) ¦ {b120} ¦ POST https://license-global.pallycon.com/ri/licenseManager.do\npallycon-customdata-v2: {t}\nContent-type: application/x-www-form-urlencoded\n<- 403 {"errorCode":"4002","message":"token expired"}
"""

REMEMBERED = r"""
streamyard rtmp key ¦ StreamYard custom RTMP destination, stream key (as remembered) ¦ {l4}-{l4}-{l4}-{l4}-{l4} ¦ Destination: Custom RTMP\nServer: rtmp://live.acme.tv/app\nStream key: {t}
adobe stock x-api-key ¦ Adobe Stock API, x-api-key and bearer in a Java SDK config (as remembered) ¦ {h32} ¦ StockConfig config = new StockConfig()\n    .setApiKey("{t}")\n    .setProduct("AcmeDAM/1.0");
smugmug oauth ¦ SmugMug API v2 OAuth 1.0a consumer secret in a Perl config (as remembered) ¦ {A64} ¦ my %smugmug = (\n    consumer_key    => 'Kq8r2Vt9xWz3Lp6Nm1Bc4Df7Gh0Jk5Ls',\n    consumer_secret => '{t}',\n);
podchaser client secret ¦ Podchaser GraphQL API, requestAccessToken mutation with client secret (search found no format; as remembered) ¦ {A40} ¦ mutation {\n  requestAccessToken(input: {grant_type: CLIENT_CREDENTIALS, client_id: "9a1f3c2e-7b4d-4e6f-8a0c-1d2e3f4a5b6c", client_secret: "{t}"}) {\n    access_token\n  }\n}
shazamkit developer token ¦ ShazamKit developer token, an ES256 JWT in a Swift call (as remembered) ¦ {u36}.{u120}.{u86} ¦ let catalog = SHCustomCatalog()\nrequest.setValue("Bearer eyJ{t}", forHTTPHeaderField: "Authorization")
bandsintown app id ¦ Bandsintown API app_id used as a secret key (as remembered) ¦ {h32} ¦ GET https://rest.bandsintown.com/artists/Acme%20Trio/events?app_id={t}\n403 {"errors":["Forbidden"]}
odesli key ¦ Odesli (song.link) API key query parameter (as remembered) ¦ {uuid} ¦ requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.song.link/v1-alpha.1/links?url=spotify%3Atrack%3A0eGsygTp906u18L0Oimnem&key={t}
millicast publish ¦ Millicast (Dolby OptiView) publishing token in an OBS WHIP setting (as remembered) ¦ {h64} ¦ [WHIP]\nserver=https://director.millicast.com/api/whip/acme-stage\nbearer_token={t}
zype api key ¦ rubydoc.info/list/gems/zype/0.19.0 (Zype::Configuration api_key and app_key; the key shape remembered) ¦ {u64} ¦ Zype.configure do |config|\n  config.api_key = '{t}'\n  config.app_key = 'public-app-key-3f1e'\nend
sproutvideo header ¦ sproutvideo.com/docs/api.html (SproutVideo-Api-Key header; the key length remembered) ¦ {h32} ¦ curl -H 'SproutVideo-Api-Key: {t}' https://api.sproutvideo.com/v1/videos?per_page=5\n{"error":"Invalid API key"}
spotlightr vooKey ¦ Spotlightr API vooKey in a form post (as remembered) ¦ {h40} ¦ POST https://api.spotlightr.com/api/createVideo\nvooKey={t}&URL=https%3A%2F%2Fcdn.acme.io%2Fwebinar.mp4&name=Q4+webinar
boxcast client ¦ BoxCast API client credentials in a Go struct literal (as remembered) ¦ {A48} ¦ cfg := boxcast.Config{\n\tClientID:     "acme-broadcast",\n\tClientSecret: "{t}",\n}
nightbot token ¦ packagist.org/packages/rumd3x/nightbot-api-lib (OAuth access token, channel_send scope; the token shape remembered) ¦ {h40} ¦ $ http POST https://api.nightbot.tv/1/channel/send message="!uptime" "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
anghami partner ¦ Anghami partner API secret in a PHP array (as remembered) ¦ {A32} ¦ return [\n    'anghami' => [\n        'partner_id' => 'acme-labels',\n        'partner_secret' => '{t}',\n    ],\n];
boomplay signature key ¦ Boomplay open API secret in an application.properties (as remembered) ¦ {h32} ¦ boomplay.openapi.app-id=bp_20231145\nboomplay.openapi.app-secret={t}\nboomplay.openapi.base-url=https://openapi.boomplay.com
qobuz app secret ¦ Qobuz app_id and app_secret in a downloader's config.ini (as remembered) ¦ {h32} ¦ [qobuz]\napp_id = 798273057\nsecrets = {t}\nquality = 27
beatport oauth ¦ Beatport API v4 token response printed by a script (as remembered) ¦ {A30} ¦ {"access_token": "{t}", "expires_in": 36000, "token_type": "Bearer", "scope": "app:locker user:dj"}
distrokid session ¦ DistroKid dashboard session cookie copied into a scraper (as remembered) ¦ {h40} ¦ cookies = {"dk_session": "{t}", "dk_lang": "en"}
tunecore api ¦ TuneCore reporting API key in a .env (as remembered) ¦ {U32} ¦ TUNECORE_API_KEY={t}\nTUNECORE_ARTIST_ID=5581203
songtradr key ¦ Songtradr API key in a HCL Terraform provider block (as remembered) ¦ {u40} ¦ provider "songtradr" {\n  api_key = "{t}"\n  region  = "eu"\n}
musicbed token ¦ Musicbed licensing API token in a C# HttpClient (as remembered) ¦ {A40} ¦ client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue("Token", "{t}");
picsart api key ¦ docs.picsart.io/docs (x-picsart-api-key header on /tools/1.0/removebg; the key length remembered) ¦ {A32} ¦ $ curl -X POST https://api.picsart.io/tools/1.0/removebg -H "X-Picsart-API-Key: {t}" -F image_url=https://cdn.acme.io/p/44.jpg\n{"detail":"Unauthorized","code":401}
cloudimage token ¦ Cloudimage token and signature salt in a Kotlin object (as remembered) ¦ {A32} ¦ object CloudimageConfig {\n    const val TOKEN = "acmeimg"\n    const val SIGNATURE_SALT = "{t}"\n}
pixelbin api token ¦ Pixelbin API token in a Node SDK constructor (as remembered) ¦ {uuid} ¦ const config = new PixelbinConfig({\n  domain: "https://api.pixelbin.io",\n  apiSecret: "{t}",\n});
pixieset gallery pw ¦ Pixieset client gallery password in a CSV export printed bare (as remembered) ¦ {p} ¦ $ column -t -s, galleries.csv\nGallery            Client          Password      Expires\nMartinez-Wedding   r.martinez      {t}  2027-03-01
zenfolio login ¦ Zenfolio API AuthenticatePlain call with a password (as remembered) ¦ {p} ¦ POST https://api.zenfolio.com/api/1.8/zfapi.asmx\n{"method": "AuthenticatePlain", "params": ["acme-photo", "{t}"], "id": 1}
shootproof bearer ¦ ShootProof API bearer token in a Python requests call (as remembered) ¦ {h40} ¦ r = requests.get("https://api.shootproof.com/studio/brand", headers={"Authorization": "Bearer {t}"})
gamedistribution key ¦ GameDistribution reporting API key in a YAML config (as remembered) ¦ {h32} ¦ gamedistribution:\n  publisher_id: 7b3c1e20a9f84d55\n  reporting_api_key: {t}
balancy secret ¦ Balancy game ID and private key in a Unity C# init (as remembered) ¦ {A40} ¦ Balancy.Main.Init(new AppConfig {\n    ApiGameId = "9c3e5b21-4d7a-11ee-be56-0242ac120002",\n    PublicKey = "MzRhOTcxYzAtMmQ0",\n    PrivateKey = "{t}"\n});
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = REMEMBERED.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", SEARCHED, raises="cause"),
        *v.table("vendor", "\n".join(rows[:half]), raises="runtime"),
        *v.table("vendor", "\n".join(rows[half:]), raises="note"),
    ]
