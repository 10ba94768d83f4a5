"""Held-out set 66: more media vendors no earlier set named, in the shapes they appear in
(formats "as remembered", not looked up, except Songstats, Auphonic and Kinguin whose pages
a search found and whose cases name them; each name grepped for as in
``_heldout_secrets66_vendors.py``, none matched): podcast hosting and tooling (Blubrry,
Pinecast, Podigee, Ausha, Art19, Headliner, Zencastr, Auphonic, Cleanfeed, Castbox,
Supercast), video players, OTT and DRM (THEOlive, Brid.tv, Vidalytics, Viostream, Qumu,
Vbrick, Vimond, Accedo, Enveu, InPlayer, Evergent, EZDRM, BuyDRM, Axinom, castLabs, Irdeto,
Youbora, Telestream, Hudl, VidGrid, Clipchamp), music data and distribution (Songstats,
Viberate, Feature.fm, Linkfire, ToneDen, Symphonic, Vydia, Routenote, Revelator, Songtrust,
LyricFind, Gracenote, Cyanite, Suno), anime and tracking (Crunchyroll, Simkl) and game
storefronts (Humble, G2A, Kinguin).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
blubrry oauth ¦ Blubrry API OAuth client secret in a WordPress wp-config define ¦ {A40} ¦ define( 'BLUBRRY_CLIENT_ID', 'acme-pod-7731' );\ndefine( 'BLUBRRY_CLIENT_SECRET', '{t}' );
pinecast api ¦ Pinecast API key in a Python dataclass repr ¦ {h40} ¦ PinecastSettings(podcast_slug='acme-weekly', api_key='{t}', timeout=30)
podigee auth token ¦ Podigee API Token header in a Ruby Faraday call ¦ {h40} ¦ conn = Faraday.new("https://app.podigee.com/api/v1") do |f|\n  f.headers["Token"] = "{t}"\nend
ausha bearer ¦ Ausha API bearer in a curl with an error body ¦ {A60} ¦ $ curl -s https://api.ausha.co/v1/shows -H "Authorization: Bearer {t}"\n{"message":"Unauthenticated."}
art19 token ¦ ART19 content API token header (Token token=..., credential=...) ¦ {h32} ¦ Authorization: Token token="{t}", credential="acme-network-0c71"\nAccept: application/vnd.api+json
headliner key ¦ Headliner API key in a Dart constructor ¦ {A36} ¦ final client = HeadlinerClient(apiKey: '{t}', baseUrl: 'https://api.headliner.app');
zencastr webhook ¦ Zencastr webhook signing secret in a Node handler ¦ {A32} ¦ const ZENCASTR_SIGNING_SECRET = 'whsec_{t}';\nif (!verify(req.rawBody, req.headers['zencastr-signature'], ZENCASTR_SIGNING_SECRET)) return res.sendStatus(400);
auphonic basic ¦ auphonic.com/help/api/simple_api.html (API key, HTTP Basic or OAuth on /api/simple/productions.json) ¦ {p} ¦ $ http -a acme-audio:{t} POST https://auphonic.com/api/simple/productions.json preset=ceigtvDv8jH6NaK52Z5eXH action=start\nHTTP/1.1 401 UNAUTHORIZED
cleanfeed session ¦ Cleanfeed studio invite link with its access token in a chat log ¦ {u32} ¦ [05:21] producer: join here https://cleanfeed.net/k?Tc9fK2#{t}\n[05:22] guest: thanks, in
castbox creator ¦ Castbox creator API token in an INI section ¦ {h48} ¦ [castbox]\nchannel_id = 4412097\naccess_token = {t}
supercast feed ¦ Supercast private feed URL with a subscriber token ¦ {A24} ¦ Your private feed: https://acmeweekly.supercast.com/feeds/{t}\nDo not share this link.
theolive api ¦ THEOlive REST API token and secret as Basic credentials in curl -u ¦ {A40} ¦ $ curl -u "tl_tok_5d1e0a:{t}" https://api.theo.live/v2/channels\n{"message":"Unauthorized"}
bridtv api ¦ Brid.tv API token in a PHP Guzzle call ¦ {h40} ¦ $client->request('GET', 'https://api.brid.tv/apiv3/partner/list', [\n    'headers' => ['Authorization' => 'Bearer {t}'],\n]);
vidalytics key ¦ Vidalytics API key in a .env.production ¦ {A40} ¦ VIDALYTICS_API_KEY={t}\nVIDALYTICS_WORKSPACE=acme-marketing
viostream keys ¦ Viostream access key and secret in appsettings.json ¦ {A48} ¦ "Viostream": {\n  "AccessKey": "VC-6e1f0a",\n  "SecretKey": "{t}"\n}
qumu cloud ¦ Qumu Cloud API login with a password in a SOAP body ¦ {p} ¦ <soap:Body>\n  <login xmlns="http://qumu.com/api">\n    <username>svc-video</username>\n    <password>{t}</password>\n  </login>\n</soap:Body>
vbrick rev key ¦ Vbrick Rev API key and secret in an authenticate call ¦ {A32} ¦ POST /api/v2/authenticate HTTP/1.1\nHost: acme.rev.vbrick.com\n\n{"apiKey":"acme-integration","secret":"{t}"}
vimond sso ¦ Vimond REST API token in a properties file ¦ {A48} ¦ vimond.api.url=https://acme.vimondtv.com/api\nvimond.api.tenant=acme\nvimond.api.token={t}
accedo one ¦ Accedo One management API key (server side) in a Swift init ¦ {h48} ¦ let admin = AccedoOneManagementClient(apiKey: "{t}", applicationId: "5f2e1c0b9a8d7e6f")
enveu api ¦ Enveu x-api-key in a Kotlin OkHttp interceptor ¦ {A40} ¦ chain.request().newBuilder()\n    .addHeader("x-api-key", "{t}")\n    .build()
inplayer client secret ¦ InPlayer client credentials in a token request ¦ {A48} ¦ POST https://services.inplayer.com/accounts/authenticate\ngrant_type=client_credentials&client_id=8a7b1c2d-3e4f-5a6b-7c8d-9e0f1a2b3c4d&client_secret={t}
evergent api ¦ Evergent API user and password in a JSON request ¦ {p} ¦ {"GetProductsRequestMessage": {"apiUser": "acme_api", "apiPassword": "{t}", "channelPartnerID": "ACME_TV"}}
ezdrm auth ¦ EZDRM key generation URL with user and password in query ¦ {p} ¦ GET https://cpix.ezdrm.com/keygenerator/cpix.aspx?k=7c3b…&u=drm@acme.tv&p={t}&c=acme-series-1
buydrm keyos ¦ BuyDRM KeyOS authentication XML ¦ {b60} ¦ <KeyOSAuthenticationXML>\n  <Data>\n    <GenerationTime>2026-12-07 05:20:00.000</GenerationTime>\n    <ExpirationTime>2026-12-07 06:20:00.000</ExpirationTime>\n    <UniqueId>5d2c9e7a</UniqueId>\n    <RSAPubKeyId>acme-rsa-1</RSAPubKeyId>\n  </Data>\n  <Signature>{t}</Signature>\n</KeyOSAuthenticationXML>
axinom communication key ¦ Axinom DRM communication key (base64) in a license service config ¦ {b32} ¦ AXINOM_COMMUNICATION_KEY_ID=6a1f0b2c-3d4e-5f6a-7b8c-9d0e1f2a3b4c\nAXINOM_COMMUNICATION_KEY={t}
castlabs drmtoday ¦ castLabs DRMtoday merchant password in a TOML file ¦ {p} ¦ [drmtoday]\nmerchant = "acme"\nuser = "ingest@acme.tv"\npassword = "{t}"
irdeto secret ¦ Irdeto Control key service secret in a Helm values file ¦ {A44} ¦ irdeto:\n  keyService:\n    accountId: acme-ott\n    sharedSecret: {t}
youbora api secret ¦ Youbora (NPAW) API secret used for signed report requests ¦ {A32} ¦ npaw_reports:\n  system_code: acmeott\n  api_secret: {t}
telestream vantage ¦ Telestream Cloud API key in a Flip SDK call ¦ {h32} ¦ flip = TelestreamCloud::Flip.new(api_key: "{t}")\nflip.factories # => TelestreamCloud::ApiError (401)
hudl partner ¦ Hudl partner API key in an Authorization header log line ¦ {A40} ¦ DEBUG hudl.client: GET /api/v2/teams/8812/videos Authorization=Partner {t}
vidgrid key ¦ VidGrid API key and secret in a PowerShell splat ¦ {A40} ¦ $params = @{\n    ApiKey    = 'vg_key_5531'\n    ApiSecret = '{t}'\n}\nInvoke-VidGridUpload @params -Path town-hall.mp4
clipchamp embed ¦ Clipchamp API key in an embed script ¦ {A32} ¦ clipchamp({ apiKey: '{t}', output: 'blob', title: 'Upload a clip' }).open();
songstats apikey ¦ ruby-toolbox.com/projects/songstats-ruby-sdk (requests carry the API key in the apikey header; the UUID shape remembered) ¦ {uuid} ¦ GET https://api.songstats.com/enterprise/v1/artists/stats?spotify_artist_id=3TVXtAsR1Inumwj472S9r4\napikey: {t}
viberate token ¦ Viberate API access token in a Laravel config ¦ {A40} ¦ 'viberate' => [\n    'token' => env('VIBERATE_TOKEN', '{t}'),\n],
featurefm key ¦ Feature.fm API key in a CI step ¦ {h32} ¦ - name: Create smart link\n  run: ffm links create --release ./release.json\n  env:\n    FFM_API_KEY: {t}
linkfire client ¦ Linkfire API client secret in a token request ¦ {A44} ¦ POST https://auth.linkfire.com/identity/connect/token\nclient_id=acme-records&client_secret={t}&grant_type=client_credentials&scope=public.api
toneden token ¦ ToneDen API access token in a JavaScript fetch ¦ {h40} ¦ await fetch('https://www.toneden.io/api/v1/users/me', { headers: { Authorization: 'Bearer {t}' } });
symphonic sftp ¦ Symphonic delivery SFTP password in an lftp command ¦ {p} ¦ $ lftp -u acme_label,'{t}' sftp://delivery.symphonicms.com\nlftp: Login failed: Authentication failed.
vydia api ¦ Vydia API key in a Go env lookup error ¦ {A36} ¦ panic: vydia: 401 Unauthorized (api_key="{t}")
routenote token ¦ RouteNote API token in a YAML file ¦ {A32} ¦ routenote:\n  account: acme-sounds\n  api_token: {t}
revelator secret ¦ Revelator API partner secret in a token call ¦ {A40} ¦ POST https://api.revelator.com/partner/account/login\n{"partnerUserId":"acme-117","partnerApiKey":"{t}"}
songtrust bearer ¦ Songtrust API bearer in a Python exception ¦ {A40} ¦ songtrust.exceptions.AuthError: token 'Bearer {t}' was rejected (HTTP 401)
lyricfind apikey ¦ LyricFind API key query parameter ¦ {h32} ¦ GET https://api.lyricfind.com/lyric.do?apikey={t}&territory=US&lrckey=7bd4e0&output=json
gracenote onconnect ¦ Gracenote OnConnect (TMS) api_key query parameter ¦ {l24} ¦ GET http://data.tmsapi.com/v1.1/movies/showings?startDate=2026-12-07&zip=08001&api_key={t}\n403 Developer Inactive
cyanite token ¦ Cyanite GraphQL API access token in a header ¦ {u48} ¦ curl https://api.cyanite.ai/graphql -H "Authorization: Bearer {t}" -d '{"query":"{ libraryTracks(first: 5) { edges { node { id } } } }"}'
suno cookie ¦ Suno session cookie in a self-hosted API .env ¦ {A60} ¦ SUNO_COOKIE=__client={t}; __client_uat=1733548800
crunchyroll basic ¦ Crunchyroll app client id and secret as Basic in a token request ¦ {b48} ¦ POST /auth/v1/token HTTP/1.1\nHost: beta-api.crunchyroll.com\nAuthorization: Basic {t}\n\ngrant_type=client_id
simkl secret ¦ Simkl API client secret in a Trakt-to-Simkl sync config ¦ {h64} ¦ {"simkl": {"client_id": "c0a9b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9", "client_secret": "{t}"}}
humble partner ¦ Humble Bundle partner API key in a script's debug log ¦ {A32} ¦ 2026-12-07 05:20:14 DEBUG humble.partner: POST /api/v1/keys/redeem headers={'X-Humble-Partner-Key': '{t}'}
g2a api ¦ G2A Integration API client secret as a header pair ¦ {h64} ¦ Authorization: 7a1c3e5f9b, {t}\nContent-Type: application/json
kinguin api ¦ packagist.org/packages/m4aax16/kinguin-laravel (a client built from an API key; the header name and length remembered) ¦ {h32} ¦ X-Api-Key: {t}\nGET /esa/api/v1/products?name=Rift
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
