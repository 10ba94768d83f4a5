"""Held-out set 42: vendors no earlier set named, each looked up with the ``search`` tool —
observability and alerting, product analytics events, embedded analytics, edge databases,
code review, Nix CI, BLE beacons, humanitarian surveys, captchas, creator tips and
memberships, on-chain and crypto market data, video streaming, SMS, parcel lockers,
metrics, transactional mail, weather and recruiting (all named G to M, set 42's share).

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
about 170 other G-M names did and were dropped, among them Honeybadger, Instana, Kentik,
Lightstep, Logz.io, Loggly, Hyperping, Healthchecks, Graylog, Icinga, Metabase, GoCD, Harness,
Gameye, GameLift, Hathora, LootLocker, Helium, IFTTT, Homey, Mender, Gengo, Lokalise,
Lingvanex, ModernMT, Lilt, Geocodio, Jawg, GraphHopper, Mapillary, Karix, Jambonz, Gupshup,
Klevu, Hawksearch, Manticore, Marqo, Kameleoon, Hydrolix, Kinetica, MotherDuck, Materialize,
InMobi, Liftoff, Kevel, Magnite, Moloco, iSpring, LearnWorlds, Kajabi, LearnDash, LearnUpon,
Kahoot, Gloo, Kindful, MinistryPlatform, Lawmatics, MyCase, Litify, Juro, Granular, Karrio,
Loadsmart, Magaya, Grafana, Jenkins, Mixpanel, Heap, Iterable, Klaviyo, Kustomer, Gorgias,
Intercom, Mailgun, Mailjet, Hotjar, Honeycomb, Lacework, Keygen, Kong, Hasura, Imgix,
ImageKit, Mux, Linode, Hetzner, Ionos, Kinsta, Mollie, Moov, Jumio, IDnow, Gatus, GlitchTip,
Gitea, Harbor, Kargo, Kubecost, Mergify, Graphite, Linear, Kochava, Leanplum, Gimbal,
HubSpot, Jotform, Mapbox, Loqate, Melissa, Lob, IPQualityScore, hCaptcha, Glean, Ghost,
Hygraph, Gumroad, LemonSqueezy, MailerLite, Mailchimp, Mandrill, Mailtrap, Knock, MagicBell,
Gotify, Kandji, Jamf, Meraki, Harvest, Hubstaff, Gusto, Greenhouse, Lever, Loom, Gong, Lusha,
Lemlist, Kaltura, Genius, Musixmatch, Garmin, GoFundMe, Logikcull, Lexis and Moralis).

Looked up with the ``search`` tool (26 vendors searched; 21 pages gave the format, the source
of each is named per case): ilert (the ilert crate's ``auth_via_token``), Pydantic Logfire
(``LOGFIRE_TOKEN`` write tokens; GitGuardian's detector page: ``pylf_v<version>_<region>_``),
LogSnag (``Authorization: Bearer``, ``LogSnag('7f568d…')`` 32 hex in the pypi example),
Luzmo (an API key and API token pair), HarperDB (Basic auth username and password on the
operations API), Gerrit (the HTTP password, ``curl --digest --user`` on ``/a/``), Hercules CI
(cluster join tokens), Kontakt.io (``new KontaktApi('<YOURAPIKEYHERE>')``), KoboToolbox
(``KOBOTOOLBOX_TOKEN``, ``Authorization: Token``), MTCaptcha (``MTPublic-`` site keys and a
private key), Ko-fi (``KOFI_VERIFICATION_TOKEN``), Memberful (``/api/graphql``), Glassnode
(``api_key`` query parameter or ``X-Api-Key``), Messari (``x-messari-api-key``), Livepeer
(``Livepeer(api_key=...)``, Bearer), MessageMedia (API key and secret as Basic auth),
InPost ShipX (``PACZKOMATY_INPOST_APITOKEN`` and the organization id), Librato (email and a
long hex token; telegraf's ``api_user``/``api_token``), Maileroo (sending keys in
``X-Api-Key``; management keys ``roo_``), meteoblue (``apikey=`` on ``/packages/``) and
Manatal (``Authorization: Token <token>``). Searched and found nothing of their own: Keptn,
Hashnode, Hevy and Lucidworks (not used); GeoNames' ``username`` is public by design and left
out. Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
ilert api token ¦ docs.rs ilert crate: client.auth_via_token(...) (shape assumed) ¦ il1api{h40} ¦ thread 'main' panicked at src/notify.rs:22:10:\ncalled `Result::unwrap()` on an `Err` value: "401 Unauthorized" (client.auth_via_token("{t}"))
ilert heartbeat ¦ ilert crate: ping a heartbeat by its integration key (shape assumed) ¦ il1hbt{l32} ¦ */5 * * * * curl -fsS https://api.ilert.com/api/v1/heartbeats/{t} || logger -t cron 'ilert heartbeat failed'
logfire write token ¦ GitGuardian (Pydantic Logfire token): tokens share the pylf_v<version>_<region>_ format; LOGFIRE_TOKEN env ¦ pylf_v1_eu_{A44} ¦ # docker-compose.yml\n  api:\n    image: ghcr.io/acme/api:2.4\n    environment:\n      LOGFIRE_TOKEN: {t}\n      LOGFIRE_ENVIRONMENT: prod
logfire node configure ¦ logfire.pydantic.dev (Node.js): logfire.configure({ token: "your-write-token", serviceName }) ¦ pylf_v1_us_{A44} ¦ /srv/worker/index.mjs:4\nlogfire.configure({ token: "{t}", serviceName: "billing-worker" });\nError: Logfire rejected the write token (401)
logsnag bearer ¦ @untypeable/logsnag: Authorization: `Bearer ${process.env.LOGSNAG_API_KEY}` on api.logsnag.com/v1/log ¦ {h32} ¦ POST https://api.logsnag.com/v1/log 401\n  request headers: {"Authorization":"Bearer {t}","Content-Type":"application/json"}\n  body: {"project":"acme-saas","channel":"payments","event":"Refund"}
logsnag python ¦ logsnag (pypi): LogSnag(token='7f568d735724351757637b1dbf108e5', project="my-saas") ¦ {h32} ¦ >>> logsnag = LogSnag(token='{t}', project="acme-saas")\n>>> logsnag.publish(channel="waitlist", event="User Joined")\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.logsnag.com/v1/log
luzmo key token pair ¦ developer.luzmo.com (Connect): an API key and API token pair, "your username and password to Luzmo" (UUID key, token shape assumed) ¦ {A64} ¦ const client = new Luzmo({\n  api_key: '4e7f21a9-33b8-4d0c-9a61-5c2e8f0b7d14',\n  api_token: '{t}',\n  host: 'https://api.luzmo.com'\n});\n// LuzmoError: Authorization failed
luzmo env ¦ developer.luzmo.com: key and token pair kept server-side for embed authorization (shape assumed) ¦ {A64} ¦ $ cat embed-service/.env\nLUZMO_API_KEY=4e7f21a9-33b8-4d0c-9a61-5c2e8f0b7d14\nLUZMO_API_TOKEN={t}\nLUZMO_API_HOST=https://api.luzmo.com
harperdb basic ¦ harperdbjs README: headers { Authorization: `Basic ${token}` } where the token is base64 of username:password ¦ {b40} ¦ axios: Request failed with status code 401\n  config.headers: { Authorization: 'Basic {t}', 'Content-Type': 'application/json' }\n  POST https://acme-ledger.harperdbcloud.com
harperdb python ¦ harperdb (pypi): harperdb.HarperDB(url=..., username=..., password=...) ¦ {p} ¦ >>> db = harperdb.HarperDB(url="http://127.0.0.1:9925", username="HDB_ADMIN", password="{t}")\n>>> db.describe_all()\nharperdb.exceptions.HarperDBError: Login failed
gerrit http password ¦ Gerrit dev-rest-api: curl --digest --user username:password http://localhost:8080/a/path/to/api/ ¦ {A42} ¦ $ curl --digest --user jdoe:{t} https://review.acme.io/a/changes/?q=status:open\nUnauthorized
gerrit gitcookies ¦ Gerrit: the generated HTTP password, kept in git's credential store (shape assumed) ¦ {A42} ¦ $ git push origin HEAD:refs/for/main\nremote: Unauthorized\nfatal: Authentication failed for 'https://review.acme.io/a/platform/build'\n$ cat ~/.git-credentials\nhttps://jdoe:{t}@review.acme.io
hercules join token ¦ hercules-ci-api: clusterJoinTokenCreate returns a FullClusterJoinToken for agents (shape assumed) ¦ {u88} ¦ $ sudo cat /var/lib/hercules-ci-agent/secrets/cluster-join-token.key\n{t}\n$ journalctl -u hercules-ci-agent | tail -1\nhercules-ci-agent: cluster join token rejected (401)
hercules secrets json ¦ hercules-ci-agent: secrets.json entries with data the effects read (shape assumed) ¦ {A40} ¦ ==> secrets.json <==\n{\n  "deploy-ssh": {\n    "kind": "Secret",\n    "data": { "token": "{t}" },\n    "condition": { "isOwner": "acme" }\n  }\n}
kontakt api key ¦ kontakt-node README: new KontaktApi('<YOURAPIKEYHERE>') (shape assumed) ¦ {L32} ¦ /app/beacons.js:3\nconst kontaktApi = new KontaktApi('{t}');\nError: 401 Unauthorized (GET https://api.kontakt.io/device?deviceType=BEACON)
kontakt header ¦ Kontakt.io REST: the access key sent as Api-Key with Accept: application/vnd.com.kontakt+json (shape assumed) ¦ {L32} ¦ $ http GET https://api.kontakt.io/venue Api-Key:{t} Accept:application/vnd.com.kontakt+json\nHTTP/1.1 403 Forbidden
kobo token header ¦ koboAPI (R) docs: a kobo API V2 token added as an 'Authorization' header ¦ {h40} ¦ Error in kobo_api("/api/v2/assets/") :\n  Unauthorized (HTTP 401). Authorization: Token {t}
kobo renviron ¦ robotoolbox: stores the URL and token as KOBOTOOLBOX_URL and KOBOTOOLBOX_TOKEN ¦ {h40} ¦ $ cat ~/.Renviron\nKOBOTOOLBOX_URL=https://kf.kobotoolbox.org/\nKOBOTOOLBOX_TOKEN={t}
mtcaptcha private key ¦ mtcaptcha (npm): a public and a private key per domain; site keys start MTPublic- (private key shape assumed) ¦ MTPrivat-{A10}-{A26} ¦ [2026-12-06T15:12:04Z] WARN captcha verify failed: GET https://service.mtcaptcha.com/mtcv1/api/checktoken?privatekey={t}&token=v1(2c1f...) -> {"success":false,"fail_codes":["invalid-privatekey"]}
mtcaptcha properties ¦ mtcaptcha: the private key configured server-side (shape assumed) ¦ MTPrivat-{A10}-{A26} ¦ # src/main/resources/application.properties\nmtcaptcha.sitekey=MTPublic-kq8Rm2xY1\nmtcaptcha.privatekey={t}
kofi verification ¦ djanko README: KOFI_VERIFICATION_TOKEN, your Ko-Fi verification token (a UUID as Ko-fi shows it) ¦ {uuid} ¦ $ railway variables\n║ KOFI_VERIFICATION_TOKEN │ {t} ║\n║ SECRET_KEY              │ (hidden)                             ║
kofi express ¦ @ko-fi/express: kofi(app, { ..., verificationToken: 'token' }) ¦ {uuid} ¦ server.ts:14:3 - kofi(app, { onDonation, verificationToken: '{t}' });\n[ko-fi] webhook rejected: verification_token mismatch
memberful graphql ¦ Memberful GraphQL (/api/graphql) with a Bearer API key (shape assumed) ¦ {A32} ¦ $ curl -s https://acme.memberful.com/api/graphql -H 'Authorization: Bearer {t}' -d '{"query":"{ members(first: 5) { edges { node { id } } } }"}'\n{"errors":[{"message":"Invalid API key"}]}
memberful wp ¦ Memberful WordPress plugin settings row (shape assumed) ¦ {A32} ¦ mysql> SELECT option_value FROM wp_options WHERE option_name='memberful_api_key';\n+----------------------------------+\n| option_value                     |\n+----------------------------------+\n| {t} |\n+----------------------------------+
glassnode query ¦ docs.glassnode.com (API Key): curl "https://api.glassnode.com/v1/metrics/indicators/sopr?a=btc&api_key=$API_KEY" ¦ {A27} ¦ 2026-12-06 15:12:11 WARN fetch sopr failed: 401 for https://api.glassnode.com/v1/metrics/indicators/sopr?a=BTC&i=24h&api_key={t}
glassnode httpie ¦ docs.glassnode.com: http "https://api.glassnode.com/v1/metrics/assets" "X-Api-Key:${API_KEY}" ¦ {A27} ¦ $ http https://api.glassnode.com/v1/metrics/assets X-Api-Key:{t}\nHTTP/1.1 403 Forbidden\n{"error":"api key lacks the API add-on"}
messari header ¦ docs.messari.io (Authentication): --header 'x-messari-api-key: YOUR_API_KEY_HERE' ¦ {u36} ¦ $ curl --location 'https://api.messari.io/metrics/v2/assets' --header 'x-messari-api-key: {t}'\n{"error":"unauthorized","status":401}
messari openbb ¦ openbb SDK reference: openbb.keys.messari(key="example_key") ¦ {u36} ¦ In [3]: openbb.keys.messari(key="{t}", persist=True, show_output=True)\nOut[3]: 'defined, test failed'
livepeer python ¦ livepeer (pypi): livepeer.Livepeer(api_key="<YOUR_BEARER_TOKEN_HERE>") ¦ {uuid} ¦ >>> s = livepeer.Livepeer(api_key="{t}")\n>>> s.stream.create(components.NewStreamPayload(name="townhall"))\nlivepeer.models.errors.SDKError: API error occurred: Status 401
livepeer curl ¦ livepeer.studio API: Authorization: Bearer (API key) on /api/stream ¦ {uuid} ¦ [GET] https://livepeer.studio/api/stream?streamsonly=1 -> 403\n> authorization: Bearer {t}
messagemedia basic ¦ MessageMedia messages SDKs: Basic Auth with the API key as user name and API secret as password (shape assumed) ¦ {A30} ¦ $ curl -u 'Ks2WMAQrYd1xE8uH5nZ7:{t}' https://api.messagemedia.com/v1/messages -H 'Content-Type: application/json' -d @sms.json\n{"message":"Unauthorized"}
messagemedia csharp ¦ MessageMedia C# sample: String basicAuthPassword = "YOUR_API_SECRET" ¦ {A30} ¦ Program.cs(14,40): String basicAuthPassword = "{t}";\nUnhandled exception. MessageMedia.Messages.Exceptions.APIException: HTTP Response Not OK (401)
inpost shipx env ¦ marekrynarzewski/inpost-api: PACZKOMATY_INPOST_APITOKEN and PACZKOMATY_INPOST_ORGANIZATIONID in .env (a JWT, shape assumed) ¦ eyJhbGciOiJSUzI1NiJ9.{u96}.{u43} ¦ $ grep INPOST .env\nPACZKOMATY_INPOST_ORGANIZATIONID=48211\nPACZKOMATY_INPOST_APITOKEN={t}
inpost shipx php ¦ shipx-php-sdk: new Client('https://sandbox-api-shipx-pl.easypack24.net', 'y0urs3cr3tc0d3') ¦ {A64} ¦ PHP Fatal error:  Uncaught MB\ShipXSDK\Exception\UnauthorizedException in vendor/michalbiarda/shipx-php-sdk/src/Client/Client.php:88\n  new Client('https://api-shipx-pl.easypack24.net', '{t}')
librato telegraf ¦ telegraf outputs.librato: api_user = "telegraf@influxdb.com", api_token = "my-secret-token" ¦ {h64} ¦ [[outputs.librato]]\n  api_user = "metrics@acme.io"\n  api_token = "{t}"\n2026-12-06T15:12:20Z E! [outputs.librato] Error writing: 401 Unauthorized
librato sensu ¦ Sensu Enterprise librato integration: "email" and "api_key" (64 characters in the example) ¦ {A64} ¦ $ jq .librato /etc/sensu/conf.d/librato.json\n{\n  "email": "ops@acme.io",\n  "api_key": "{t}"\n}
maileroo sending key ¦ maileroo.com Email API: a sending key in the X-Api-Key header (shape assumed) ¦ {h64} ¦ POST https://smtp.maileroo.com/api/v2/emails\nX-Api-Key: {t}\n<- 401 {"success":false,"message":"Invalid sending key"}
maileroo management ¦ maileroo.com Account API: Authorization: Bearer roo_xxxxxxxx... ¦ roo_{A40} ¦ $ curl https://api.maileroo.com/v1/account -H "Authorization: Bearer {t}"\n{"success":false,"message":"Missing scope account.read"}
meteoblue packages ¦ docs.meteoblue.com: https://my.meteoblue.com/packages/basic-1h_basic-day?lat=47.558&lon=7.573&apikey=DEMOKEY ¦ {A16} ¦ Error: fetch https://my.meteoblue.com/packages/basic-1h_agro-1h?lat=46.948&lon=7.447&apikey={t}&format=json -> 403 (invalid apikey)
meteoblue mcp ¦ mcp-meteoblue: METEOBLUE_API_KEY environment variable ¦ {A16} ¦ "mcpServers": {\n  "meteoblue": { "command": "npx", "args": ["mcp-meteoblue"], "env": { "METEOBLUE_API_KEY": "{t}" } }\n}
manatal token ¦ developers.manatal.com: Authorization header input format "Token <TokenProvidedByManatal>" (hex as remembered) ¦ {h40} ¦ GET https://api.manatal.com/open/v3/candidates/?page=1\nAuthorization: Token {t}\n-> 401 {"detail":"Invalid token."}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
