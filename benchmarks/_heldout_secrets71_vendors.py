"""Held-out set 71: vendors no earlier set named, the formats looked up with the ``search``
tool — eSIM and IoT connectivity, telecom network APIs, CPaaS other than Twilio and Vonage,
satellite imagery and space APIs.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Sinch, Plivo, Telnyx, Bandwidth, MessageBird, Infobip, Kaleyra, Telesign, Africa's Talking,
Clickatell, Esendex, Textmagic, SignalWire, Flowroute, Voximplant, Exotel, Gupshup, Routee,
1NCE, Hologram, Soracom, emnify, KORE, Eseye, Onomondo, Particle, Swarm, Iridium, Planet Labs,
Maxar, Spire, Sentinel Hub, UP42, DJI, Skydio, DroneDeploy, Pix4D, ArcGIS, Mapbox, MapTiler,
TomTom, Stadia, Geoapify, OpenCage, LocationIQ, what3words, Radar, Felt, CARTO, Mapillary,
Cesium, Protomaps, Thunderforest, Jawg, Aduna, Textlocal, Termii, Msg91, Bulkgate, Smsapi,
Messente, Kakao, Blues Notehub and Space-Track; the last three were searched, then dropped).

Looked up with the ``search`` tool (12 vendors searched, 9 kept; 8 pages gave the format, the
source of each is named per case): Airalo Partner API (``POST /v2/token``, client_credentials,
a bearer JWT valid 24 h), eSIM Go (``X-API-Key`` header, or the ``api_key`` query parameter),
Nokia Network as Code (``nac.NetworkAsCodeClient(token=...)``, an application key), SkyFi
(``X-Skyfi-Api-Key`` header), Capella Space (``CapellaConsoleClient``, a console user and
password; its API key shape remembered), D7 Networks (a bearer JWT per app, Apprise's
``d7sms://{token}@{phone}``), Arlula (``arlulacore.Session(key, secret)``) and Celitech
(OAuth 2.0 client credentials from its dashboard, ``auth.celitech.net``). Telna gave no format
page; its shape is remembered. Key lengths and alphabets not on those pages are remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
airalo token curl ¦ Airalo Partner API POST /v2/token (search: developers.partners.airalo.com request-access-token) ¦ {A40} ¦ $ curl -s -X POST https://partners-api.airalo.com/v2/token -F client_id=3f1c9a0e7b2d4c51 -F client_secret={t} -F grant_type=client_credentials\n{"data":{"token_type":"Bearer","expires_in":86400}}
airalo token response ¦ Airalo Partner API, the bearer JWT its token endpoint returns (search: api-evangelist airalo authentication) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u180}.{u86} ¦ {"data":{"token_type":"Bearer","expires_in":86400,"access_token":"{t}"},"meta":{"message":"success"}}
airalo php sdk ¦ Airalo PHP SDK config array (search: share.apidog.com Airalo SDK introduction) ¦ {A40} ¦ PHP Fatal error:  Uncaught Airalo\Exception\AuthenticationError: Access token generation failed in /srv/shop/vendor/airalo/sdk/src/Airalo.php:61\n$airalo = new Airalo(['client_id' => 'b71e0c3a5d9f2e48', 'client_secret' => '{t}', 'env' => 'sandbox']);
airalo env ¦ Airalo partner credentials in a .env, as remembered from the SDK readme ¦ {A40} ¦ AIRALO_ENV=production\nAIRALO_CLIENT_ID=e92c41ab07d35f16\nAIRALO_CLIENT_SECRET={t}\nAIRALO_WEBHOOK_URL=https://shop.kahu.nz/hooks/airalo
esimgo header ¦ eSIM Go API v2.5, X-API-Key header (search: docs.esim-go.com api v2_5) ¦ {A40} ¦ > GET /v2.5/esims/8944476500001234567/bundles HTTP/1.1\n> Host: api.esim-go.com\n> X-API-Key: {t}\n< HTTP/1.1 403 Forbidden\n{"message":"Forbidden"}
esimgo query ¦ eSIM Go API v2.1, the api_key query parameter (search: docs.esim-go.com api v2_1) ¦ {A40} ¦ requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.esim-go.com/v2.1/catalogue?api_key={t}&page=1&perPage=50
esimgo yaml ¦ eSIM Go key in a Node service's config.yaml ¦ {A40} ¦ providers:\n  esimgo:\n    baseUrl: https://api.esim-go.com/v2.5\n    apiKey: "{t}"\n    defaultBundle: esim_1GB_7D_NZ_V2
esimgo go client ¦ eSIM Go key in a Go client's debug log ¦ {A40} ¦ 2026/12/07 08:51:02 DEBUG esimgo: request method=POST url=https://api.esim-go.com/v2.5/orders headers="map[Content-Type:[application/json] X-Api-Key:[{t}]]"
nac python client ¦ Nokia Network as Code, NetworkAsCodeClient(token=) (search: networkascode.nokia.io network-as-code-client) ¦ {h50} ¦ Traceback (most recent call last):\n  File "/srv/qod/boost.py", line 8, in <module>\n    client = nac.NetworkAsCodeClient(token="{t}")\nnetwork_as_code.errors.AuthenticationException: 401 Unauthorized
nac env ¦ Nokia Network as Code application key in an env file (search: networkascode.nokia.io getting-started) ¦ {h50} ¦ # nac-hello-world/.env\nNAC_TOKEN={t}\nDEVICE_ID=drone-17@testcsp.net
nac rapidapi header ¦ Network as Code through its RapidAPI gateway, the key header (search: api-evangelist nokia-network-as-code overlay; header name remembered) ¦ {h50} ¦ curl --request POST --url https://quality-of-service-on-demand.p-eu.rapidapi.com/sessions --header 'X-RapidAPI-Host: quality-of-service-on-demand.nokia.rapidapi.com' --header 'X-RapidAPI-Key: {t}' --data '{"qosProfile":"QOS_L","duration":3600}'
skyfi header ¦ SkyFi Platform API, X-Skyfi-Api-Key (search: dev.to skyfi obtain an API key) ¦ {h32} ¦ HTTP 401 from https://app.skyfi.com/platform-api/archives\nrequest headers: {'X-Skyfi-Api-Key': '{t}', 'Content-Type': 'application/json'}
skyfi httpie ¦ SkyFi archive search with httpie ¦ {h32} ¦ $ http POST https://app.skyfi.com/platform-api/archives X-Skyfi-Api-Key:{t} aoi='POLYGON((174.7 -36.9,174.8 -36.9,174.8 -36.8,174.7 -36.8,174.7 -36.9))' openData:=true
skyfi ts ¦ SkyFi key in a TypeScript fetch call ¦ {h32} ¦ const res = await fetch("https://app.skyfi.com/platform-api/orders", {\n  method: "POST",\n  headers: { "X-Skyfi-Api-Key": "{t}" },\n  body: JSON.stringify({ archiveId, deliveryDriver: "S3" }),\n});\n// => 402 Payment Required
capella console client ¦ Capella Space capella-console-client, console user and password (search: pypi capella-console-client) ¦ {p} ¦ >>> client = CapellaConsoleClient(email="ops@whenua.nz", password="{t}", verbose=True)\nCapellaConsoleClientError: 401 Unauthorized: invalid credentials for https://api.capellaspace.com/token
capella api key ¦ Capella Space API key in an env file, shape remembered ¦ {A48} ¦ CAPELLA_API_URL=https://api.capellaspace.com\nCAPELLA_API_KEY={t}\nCAPELLA_COLLECTIONS=capella-open-data
d7 apprise url ¦ D7 Networks through Apprise, d7sms://{token}@{phone} (search: caronc apprise wiki Notify_d7networks) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u120}.{u43} ¦ $ apprise -vv -b "Tsunami siren test 10:00" "d7sms://{t}@6421555014"\n2026-12-07 08:52:11,040 - ERROR - Failed to send D7 Networks SMS notification: 401 Unauthorized
d7 bearer ¦ D7 Networks Messages API, a bearer token per app (search: github D7API-Sample-Codes) ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u140}.{u43} ¦ curl -X POST https://api.d7networks.com/messages/v1/send -H 'Authorization: Bearer {t}' -H 'Content-Type: application/json' -d '{"messages":[{"channel":"sms","recipients":["+6855551234"],"content":"Mālō"}],"message_globals":{"originator":"TONGA-ALERT"}}'
d7 php ¦ D7 Networks token in a PHP client constructor ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u110}.{u43} ¦ $client = new \direct7\Direct7Client('{t}');\nPHP Warning:  Direct7Client: 401 {"detail":{"code":"ACCESS_TOKEN_SIGNATURE_VERIFICATION_FAILED"}}
arlula session ¦ Arlula, arlulacore.Session(key, secret) (search: pypi arlulacore) ¦ {A32} ¦ arlula_session = arlulacore.Session("8b2f61c0d3a94e57", "{t}")\narlulacore.exception.ArlulaSessionError: 401 Unauthorized: api key or secret invalid
arlula basic ¦ Arlula API, key and secret sent as Basic (search: pypi arlulaapi; Basic remembered) ¦ {b48} ¦ > GET /api/archive/search?start=2026-11-01&gsd=1&lat=-17.71&long=178.06 HTTP/1.1\n> Host: api.arlula.com\n> Authorization: Basic {t}\n< HTTP/1.1 401 Unauthorized
arlula env ¦ Arlula credentials in a Python service's .env ¦ {A32} ¦ ARLULA_API_KEY=5e0c7a19f3b84d26\nARLULA_API_SECRET={t}
celitech oauth ¦ Celitech eSIM API, OAuth client credentials (search: rubygems celitech) ¦ {A48} ¦ $ curl -s https://auth.celitech.net/oauth2/token -d grant_type=client_credentials -d client_id=4q8pv2l0m6n1c9d7t3k5r0e2 -d client_secret={t}\n{"error":"invalid_client"}
celitech ruby ¦ Celitech Ruby SDK constructor ¦ {A48} ¦ sdk = Celitech::Client.new(client_id: ENV.fetch("CELITECH_CLIENT_ID"), client_secret: "{t}")\nCelitech::ApiError: 401 Unauthorized (POST https://api.celitech.net/v1/purchases)
celitech token json ¦ Celitech token endpoint response ¦ eyJraWQiOiJ{u40}.{u200}.{u120} ¦ {"access_token":"{t}","expires_in":3600,"token_type":"Bearer"}
telna ini ¦ Telna partner API credentials in an INI file, as remembered ¦ {A36} ¦ [telna]\nendpoint = https://api.telna.com/v2\nusername = ohana-mvno\napi_secret = {t}\nbundle_family = pacific-roaming
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
