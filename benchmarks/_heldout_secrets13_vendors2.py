"""Held-out set 13: a second table of vendors no earlier set named, and JWTs in new places.

IoT connectivity and device clouds (Arduino Cloud, Losant, Ubidots, Golioth, Hologram, 1NCE,
Soracom, emnify), game and media catalogues (itch.io, CurseForge, Modrinth, Nexus Mods, Trakt,
TMDB, IGDB via Twitch credentials, RAWG, AniList, MusicBrainz, SoundCloud, Mixcloud, Vidyard,
JW Player, Brightcove, Kaltura), postal and transport APIs (PostNL, Royal Mail, Correos,
Canada Post, Australia Post, Yamato, TfL, Navitia, Entur, NS, Deutsche Bahn, SNCF,
Trafikverket) and public statistics (INSEE, Ordnance Survey). Each name was grepped against
sets 4-12 (none matched). Where a page documents the header or parameter but not the length or
alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
arduino cloud client secret ¦ Arduino Cloud API docs, client_id and client_secret (64 alnum; length assumed) ¦ {A64} ¦ arduino-iot-client: 401 {"error":"invalid_client"} POST https://api2.arduino.cc/iot/v1/clients/token client_secret={t}
losant access key secret ¦ Losant docs, access key and access secret (64 hex; length assumed) ¦ {h64} ¦ losant-mqtt: connack rc=5 Not authorized (username=5f1c0e9b8a7d6c5b4a392817 password={t})
ubidots token ¦ Ubidots docs, X-Auth-Token BBFF-<30 alnum> ¦ BBFF-{A30} ¦ ubidots: 401 {"code":401001,"message":"Authentication credentials were not provided or are incorrect."} X-Auth-Token: {t}
golioth psk ¦ Golioth docs, device PSK-ID and PSK (shape assumed) ¦ {h32} ¦ [00:00:04.211] <err> golioth_system: Failed to connect: -111 (psk-id=node-7@acme-fleet psk={t})
hologram api key ¦ Hologram docs, apikey as Basic password (32 alnum; length assumed) ¦ {A32} ¦ hologram: {"success":false,"error":"Invalid API key"} curl -u apikey:{t} https://dashboard.hologram.io/api/1/devices
1nce basic ¦ 1NCE docs, Basic base64(user:password) for the token endpoint ¦ {p} ¦ 1nce: 401 POST https://api.1nce.com/management-api/oauth/token (username ops@acme.io, password {t})
soracom auth key ¦ Soracom docs, AuthKey ID keyId-<...> and AuthKey secret-<...> ¦ secret-{A64} ¦ soracom-cli: Error: {"code":"AUM0004","message":"Invalid AuthKey"} --auth-key-id keyId-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX --auth-key {t}
emnify app token ¦ emnify docs, application tokens are JWTs ¦ eyJhbGciOiJIUzUxMiJ9.{u90}.{u86} ¦ emnify: 401 POST /api/v1/authenticate {"application_token":"{t}"} -> "Invalid application token"
itch.io api key ¦ itch.io docs, API keys (40 alnum; length assumed) ¦ {A40} ¦ butler: Error: invalid api key (BUTLER_API_KEY={t}) pushing acme/game:windows-beta
curseforge api key ¦ CurseForge docs, x-api-key ($2a$10$ bcrypt-looking) ¦ $2a$10${u53} ¦ curseforge: 403 Forbidden GET https://api.curseforge.com/v1/mods/238222 x-api-key: {t}
modrinth pat ¦ Modrinth docs, personal access tokens mrp_<36 alnum> ¦ mrp_{A36} ¦ modrinth: 401 {"error":"unauthorized","description":"Authentication Error: Invalid Authentication Credentials"} Authorization: {t}
nexusmods api key ¦ Nexus Mods docs, apikey header (base64 with --; shape assumed) ¦ {b60}--{b24}--{b24}== ¦ nexusmods: 401 {"message":"Please provide a valid API Key"} apikey: {t}
trakt client secret ¦ Trakt docs, client_secret (64 hex) ¦ {h64} ¦ trakt: 401 invalid_grant exchanging code (client_id=1f3e2d1c0b9a48779a1e1b2c3d4e5f601f3e2d1c0b9a48779a1e1b2c3d4e5f60 client_secret={t})
tmdb read token ¦ TMDB docs, API Read Access Token is a JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u150}.{u43} ¦ tmdb: {"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false} Authorization: Bearer {t}
igdb twitch secret ¦ IGDB docs, Twitch client secret for client_credentials (30 lower alnum) ¦ {l30} ¦ igdb: POST https://id.twitch.tv/oauth2/token?client_id=abcdefghijklmnopqrstuvwxyz0123&client_secret={t}&grant_type=client_credentials -> 403 invalid client secret
rawg key ¦ RAWG docs, key parameter (32 hex) ¦ {h32} ¦ rawg: 401 {"error":"The key parameter is not provided"} GET https://api.rawg.io/api/games?key={t}&search=portal
anilist token ¦ AniList docs, access tokens are long JWTs ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u200}.{u300} ¦ anilist graphql: {"errors":[{"message":"Invalid token","status":400}]} Authorization: Bearer {t}
musicbrainz digest ¦ MusicBrainz docs, digest auth with the account password ¦ {p} ¦ musicbrainzngs.AuthenticationError: HTTP Error 401 submitting ISRCs (auth('acme-tagger', '{t}'))
soundcloud client secret ¦ SoundCloud docs, client_secret (32 alnum; length assumed) ¦ {A32} ¦ soundcloud: 401 {"code":401,"message":"invalid_client"} client_id=aBcDeFgHiJkLmNoPqRsTuVwXyZ012345 client_secret={t}
mixcloud access token ¦ Mixcloud docs, access_token parameter (32 alnum; shape assumed) ¦ {A32} ¦ mixcloud: {"error":{"message":"Invalid access token","type":"OAuthException"}} POST https://api.mixcloud.com/upload/?access_token={t}
vidyard token ¦ Vidyard docs, auth_token parameter (shape assumed) ¦ {A40} ¦ vidyard: 401 GET https://api.vidyard.com/dashboard/v1/players?auth_token={t}
jwplayer secret ¦ JW Player docs, v1 API secret (24 alnum) ¦ {A24} ¦ jwplatform.errors.PermissionDenied: api_key=8LbPjvY3 api_secret={t} (signature mismatch)
brightcove client secret ¦ Brightcove OAuth docs, client_secret (86 urlsafe) ¦ {u86} ¦ brightcove: 401 invalid_client from oauth.brightcove.com/v4/access_token (client_secret={t})
kaltura admin secret ¦ Kaltura docs, adminSecret (32 hex) ¦ {h32} ¦ KalturaAPIException: START_SESSION_ERROR Error while starting session for partner [2341001] (session.start("{t}", "admin", 2))
postnl apikey ¦ PostNL docs, apikey header (32 alnum; length assumed) ¦ {A32} ¦ postnl shipping: 401 {"fault":{"faultstring":"Invalid ApiKey","detail":{"errorcode":"oauth.v2.InvalidApiKey"}}} apikey: {t}
royal mail client secret ¦ Royal Mail Click & Drop docs, X-IBM-Client-Secret ¦ {A48} ¦ royalmail: 401 {"httpCode":"401","httpMessage":"Unauthorized","moreInformation":"Invalid client id or secret."} X-IBM-Client-Secret: {t}
correos password ¦ Correos preregistro docs, Basic auth user and password ¦ {p} ¦ Correos PreRegistroEnvios: ErrorCodigo 401 "Usuario o contraseña incorrectos" (usuario=ACMEPRE, contraseña={t})
canada post basic ¦ Canada Post docs, API key as username:password (hex pairs) ¦ {h16}:{h22} ¦ canadapost: HTTP 401 (curl -u {t} https://ct.soa-gw.canadapost.ca/rs/ship/price)
auspost api key ¦ Australia Post docs, AUTH-KEY header (uuid; shape assumed) ¦ {uuid} ¦ auspost: {"errors":[{"code":"403","name":"API_KEY_INVALID"}]} AUTH-KEY: {t}
yamato password ¦ Yamato B2 Cloud login (shape assumed) ¦ {p} ¦ ヤマト B2クラウド ログイン失敗: お客様コード 0123456789 パスワード {t} (エラー ES002070)
tfl app key ¦ TfL Unified API docs, app_key parameter (32 hex) ¦ {h32} ¦ tfl: 429 {"statusCode":429,"message":"Invalid app_key provided"} GET https://api.tfl.gov.uk/Line/victoria/Arrivals?app_key={t}
navitia token ¦ Navitia docs, token as Basic username (uuid) ¦ {uuid} ¦ navitia: {"message":"no token"} curl https://{t}@api.navitia.io/v1/coverage/fr-idf/journeys
entur client secret ¦ Entur docs, partner client_secret (shape assumed) ¦ {u64} ¦ entur: 401 access_denied from partner.entur.org/oauth/token (client_secret={t})
ns ocp key ¦ NS API portal docs, Ocp-Apim-Subscription-Key (32 hex) ¦ {h32} ¦ ns-api: 401 {"statusCode":401,"message":"Access denied due to invalid subscription key."} Ocp-Apim-Subscription-Key: {t}
db api key ¦ Deutsche Bahn API Marketplace docs, DB-Api-Key header (32 hex) ¦ {h32} ¦ DB Timetables: 401 Unauthorized (DB-Client-Id: 9f3c2b1a7e6d5c4b3a29180716f5e4d3, DB-Api-Key: {t})
sncf token ¦ SNCF API docs, token as Basic username (uuid) ¦ {uuid} ¦ api.sncf.com: 401 {"message":"Token absent"} requests.get(url, auth=("{t}", ""))
trafikverket key ¦ Trafikverket API docs, authenticationkey in the XML request ¦ {h32} ¦ trafikverket: 401 <RESPONSE><RESULT><ERROR><MESSAGE>Invalid authentication</MESSAGE></ERROR></RESULT></RESPONSE> <LOGIN authenticationkey="{t}" />
insee bearer ¦ INSEE API docs, Bearer tokens from the consumer key/secret (uuid) ¦ {uuid} ¦ api.insee.fr sirene: 401 Invalid Credentials. Make sure you have given the correct access token (Bearer {t})
ordnance survey key ¦ OS Data Hub docs, key parameter (32 alnum) ¦ {A32} ¦ OS Places: 401 {"fault":{"faultstring":"Invalid ApiKey for given resource"}} https://api.os.uk/search/places/v1/postcode?postcode=SO16&key={t}
jwt in cookie header ¦ a JWT as a cookie value in a Set-Cookie header echoed by a proxy ¦ eyJhbGciOiJFUzI1NiJ9.{u80}.{u86} ¦ proxy: upstream 502; last response headers: Set-Cookie: __Secure-id={t}; Path=/; HttpOnly; SameSite=Lax
jwt in grpc metadata ¦ a JWT in gRPC metadata printed by grpcurl -v ¦ eyJraWQiOiJrMSIsImFsZyI6IlJTMjU2In0.{u120}.{u342} ¦ grpcurl -v: Request metadata to send:\nauthorization: Bearer {t}\nERROR:\n  Code: Unauthenticated\n  Message: token signature invalid
jwt in websocket url ¦ a JWT in a WebSocket query string ¦ eyJhbGciOiJIUzI1NiJ9.{u64}.{u43} ¦ WebSocket connection to 'wss://rt.acme.io/socket?vsn=2.0.0&token={t}' failed: Error during WebSocket handshake: Unexpected response code: 403
jwt in sql ¦ a JWT stored in a row shown by a constraint error ¦ eyJhbGciOiJIUzI1NiJ9.{u72}.{u43} ¦ ERROR:  value too long for type character varying(255)\nDETAIL:  Failing row contains (41, svc, {t}, 2026-12-04).
"""


def vendor2_cases(v: Values) -> list[Case]:
    # Raised as one of several arguments, so tracebacks print it inside a tuple.
    return v.table("vendor", ROWS, "args")
