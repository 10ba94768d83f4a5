"""Held-out set 6, more vendors: monitoring, feature flags, content and commerce platforms,
work tools, media, social and market-data APIs, registries and infrastructure hosts.

One case a line: ``name ¦ where the shape is published ¦ token ¦ message`` (see ``table`` in
``_heldout_secrets_harness.py``). None of these vendors is in sets 1-5.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["more_vendor_cases"]

MONITORING = """
opsgenie api key ¦ docs.opsgenie.com api access: GenieKey + uuid ¦ {uuid} ¦ opsgenie_sdk.rest.ApiException: (422) Reason: Key format is not valid! HTTP request headers: {'Authorization': 'GenieKey {t}'}
statuspage api key ¦ developer.statuspage.io: OAuth api key 36 chars (shape assumed, not checked against the page) ¦ {h8}-{h4}-{h4}-{h4}-{h12} ¦ statuspage: 401 {"error":"Could not authenticate"} curl -H "Authorization: OAuth {t}" https://api.statuspage.io/v1/pages
loggly customer token ¦ documentation.solarwinds.com loggly: customer token uuid in the URL path ¦ {uuid} ¦ rsyslog: omfwd: error 403 from logs-01.loggly.com:6514 (template LogglyFormat "<%pri%>1 %timestamp% [{t}@41058 tag=\\"web\\"]")
coralogix private key ¦ coralogix.com/docs send-your-data api keys: cxtp_ + 30 alnum ¦ cxtp_{A30} ¦ otelcol: exporter coralogix: Permanent error: rpc error: code = Unauthenticated desc = invalid private key (private_key: "{t}")
lightstep access token ¦ docs.lightstep.com access tokens: 84 base64 (shape assumed, not checked against the page) ¦ {b63} ¦ lightstep-tracer: Error reporting spans: 401 Unauthorized lightstep-access-token: {t}
instana api token ¦ ibm.com/docs instana api tokens: 22 url-safe ¦ {u22} ¦ instana-cli: HTTP 401 for /api/events; Authorization: apiToken {t}
checkly api key ¦ checklyhq.com/docs api keys: cu_ + 32 hex ¦ cu_{h32} ¦ checkly deploy: Error: Request failed with status code 401 (CHECKLY_API_KEY={t} CHECKLY_ACCOUNT_ID=9f0e1d2c)
uptimerobot api key ¦ uptimerobot.com/api: u + account id + - + 24 hex ¦ u2187734-{h24} ¦ {"stat":"fail","error":{"type":"invalid_parameter","parameter_name":"api_key","passed_value":"{t}"}}
cronitor api key ¦ cronitor.io/docs api keys: 32 hex ¦ {h32} ¦ cronitor: 403 Forbidden pinging https://cronitor.link/p/{t}/nightly-backup?state=fail
healthchecks ping key ¦ healthchecks.io/docs api: project API key 32 url-safe ¦ {u32} ¦ hc: 401 {"error":"wrong api key"} X-Api-Key: {t}
mixpanel project secret ¦ docs.mixpanel.com project secret: 32 hex basic auth ¦ {h32} ¦ mixpanel.MixpanelException: 401 Unauthorized (api_secret='{t}') while importing 5000 events
amplitude secret key ¦ amplitude.com/docs apis keys: api key and secret key 32 hex ¦ {h32} ¦ amplitude export: HTTP 401 -u 0f1e2d3c4b5a69788796a5b4c3d2e1f0:{t}
fullstory api key ¦ developer.fullstory.com: na1. + base64 (shape assumed, not checked against the page) ¦ na1.{b48} ¦ FullStory API 401: {"code":"unauthenticated"} Authorization: Basic {t}
flagsmith server key ¦ docs.flagsmith.com server-side sdk keys: ser. + 22 ¦ ser.{A22} ¦ flagsmith.exceptions.FlagsmithAPIError: Invalid request made to Flagsmith API. Response status code: 401 (environment_key="{t}")
unleash api token ¦ docs.getunleash.io api tokens: project:env. + 64 hex ¦ *:production.{h64} ¦ [unleash] Unleash Repository error: Response was not ok: 401 Unauthorized (Authorization: {t})
statsig server secret ¦ docs.statsig.com server secret key: secret- + 43 ¦ secret-{A43} ¦ [Statsig] Failed to initialize: 401 invalid key secret-... full key {t}
growthbook secret key ¦ docs.growthbook.io api: secret_ + 32 ¦ secret_admin_{A32} ¦ growthbook: GET /api/v1/features 401 {"message":"Invalid API key"} Authorization: Bearer {t}
"""

CONTENT_AND_WORK = """
discourse api key ¦ docs.discourse.org: Api-Key header 64 hex ¦ {h64} ¦ DiscourseClient::UnauthenticatedError: You are not permitted to view the requested resource. Api-Key: {t} Api-Username: system
ghost admin api key ¦ ghost.org/docs admin-api: <24 hex id>:<64 hex secret> ¦ 6579a1b2c3d4e5f6a7b8c9d0:{h64} ¦ GhostAdminAPI: UnauthorizedError: Invalid token (GHOST_ADMIN_API_KEY={t})
strapi api token ¦ docs.strapi.io api tokens: 256 hex ¦ {h128} ¦ strapi: 401 Unauthorized {"error":{"status":401,"name":"UnauthorizedError","message":"Missing or invalid credentials"}} Authorization: Bearer {t}
storyblok preview token ¦ storyblok.com/docs access tokens: 22 alnum + tt (shape assumed, not checked against the page) ¦ {A22}tt ¦ storyblok-js-client: 401 Unauthorized GET /v2/cdn/stories?token={t}&version=draft
datocms api token ¦ datocms.com/docs: read-only API token 30 hex ¦ {h30} ¦ DatoCMS ApiError: INVALID_AUTHORIZATION_HEADER 401 (Authorization: Bearer {t})
webflow site token ¦ developers.webflow.com: site API tokens 64 hex ¦ {h64} ¦ webflow-api: 401 not_authorized: Request not authorized (accessToken: '{t}')
contentstack delivery token ¦ contentstack.com/docs tokens: cs + 32 hex ¦ cs{h32} ¦ Contentstack: error_code 109 "The api_key or delivery token is invalid." access_token: {t}
prismic access token ¦ prismic.io/docs access tokens: MC5 + base64 ¦ MC5{b60} ¦ PrismicError: Invalid access token (403) ?access_token={t}&ref=ZC4x
bigcommerce access token ¦ developer.bigcommerce.com api accounts: 31 lower alnum ¦ {l31} ¦ bigcommerce: 401 Unauthorized store_hash=k3j9x0 X-Auth-Token: {t}
wordpress application password ¦ make.wordpress.org application passwords: 24 alnum in 6 groups ¦ {A4} {A4} {A4} {A4} {A4} {A4} ¦ wp-cli: Error: 401 rest_not_logged_in (curl --user "editor:{t}" https://blog.acme.io/wp-json/wp/v2/posts)
trello token ¦ developer.atlassian.com trello: tokens ATTA + 64 hex ¦ ATTA{h64} ¦ trello: 401 invalid token GET https://api.trello.com/1/members/me?key=0a1b2c3d4e5f60718293a4b5c6d7e8f9&token={t}
clickup personal token ¦ clickup.com/api: pk_ + user id + _ + 32 upper alnum ¦ pk_48211703_{U32} ¦ ClickUp API 401 {"err":"Token invalid","ECODE":"OAUTH_025"} Authorization: {t}
smartsheet access token ¦ developers.smartsheet.com: 37 alnum access token ¦ {A37} ¦ smartsheet.exceptions.ApiError: {"errorCode": 1002, "message": "Your Access Token is invalid."} SMARTSHEET_ACCESS_TOKEN={t}
coda api token ¦ coda.io/developers: token uuid ¦ {uuid} ¦ coda: 401 {"statusCode":401,"message":"Unauthorized"} Authorization: Bearer {t}
harvest personal token ¦ help.getharvest.com api: <id>.pt.<86> ¦ 2187734.pt.{u86} ¦ harvest: 401 invalid_token Harvest-Account-Id: 1532 Authorization: Bearer {t}
toggl api token ¦ engineering.toggl.com api: 32 hex basic auth with api_token ¦ {h32} ¦ toggl: 403 Forbidden (curl -u {t}:api_token https://api.track.toggl.com/api/v9/me)
clockify api key ¦ docs.clockify.me: X-Api-Key 48 base64 (shape assumed, not checked against the page) ¦ {b36} ¦ Clockify 401 {"message":"Full authentication is required","code":1000} X-Api-Key: {t}
miro access token ¦ developers.miro.com: eyJtaXJv base64 tokens (shape assumed, not checked against the page) ¦ eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_{u43} ¦ miro-api: 401 tokenNotProvided/invalid (MIRO_ACCESS_TOKEN={t})
calendly personal token ¦ developer.calendly.com: personal access tokens are JWTs ¦ eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ.{u120}.{u86} ¦ Calendly: 401 {"title":"Unauthenticated","message":"The access token is invalid"} (CALENDLY_TOKEN={t})
freshdesk api key ¦ developers.freshdesk.com: 20 alnum as basic user ¦ {A20} ¦ freshdesk: 401 {"code":"invalid_credentials","message":"You have to be logged in to perform this action."} curl -u {t}:X https://acme.freshdesk.com/api/v2/tickets
"""

MEDIA_SOCIAL_MARKETS = """
spotify client secret ¦ developer.spotify.com app settings: 32 hex ¦ {h32} ¦ spotipy.oauth2.SpotifyOauthError: error: invalid_client, error_description: Invalid client secret (SPOTIPY_CLIENT_SECRET={t})
reddit client secret ¦ github.com/reddit-archive/reddit/wiki/OAuth2: 27 url-safe ¦ {u27} ¦ prawcore.exceptions.ResponseException: received 401 HTTP response (praw.ini client_secret={t})
mastodon access token ¦ docs.joinmastodon.org: access tokens 43 url-safe ¦ {u43} ¦ mastodon.errors.MastodonUnauthorizedError: ('Mastodon API returned error', 401, 'Unauthorized', 'The access token is invalid') access_token={t}
bluesky app password ¦ bsky.app settings app passwords: xxxx-xxxx-xxxx-xxxx ¦ {l4}-{l4}-{l4}-{l4} ¦ atproto.exceptions.UnauthorizedError: Response(status_code=401, content=XrpcError(error='AuthenticationRequired')) client.login('ops.acme.io', '{t}')
pinterest access token ¦ developers.pinterest.com: pina_ + upper alnum (shape assumed, not checked against the page) ¦ pina_{U88} ¦ pinterest: 401 {"code":2,"message":"Authentication failed."} Authorization: Bearer {t}
vimeo access token ¦ developer.vimeo.com: 32 hex personal access token ¦ {h32} ¦ vimeo.exceptions.VideoUploadFailure: 401 Unauthorized (Authorization: bearer {t})
flickr api secret ¦ flickr.com/services/api: key 32 hex, secret 16 hex ¦ {h16} ¦ flickrapi.exceptions.FlickrError: Error: 98: Invalid auth token (api_key=2a3b4c5d6e7f8091a2b3c4d5e6f70819 secret={t})
epic online services client secret ¦ dev.epicgames.com eos: client secret 43 url-safe ¦ {u43} ¦ LogEOSAuth: Error: EOS_InvalidAuth ClientCredentials ClientId=xyza7891a2b3c ClientSecret={t}
mapquest api key ¦ developer.mapquest.com: 32 alnum key ¦ {A32} ¦ MapQuest 403 The AppKey submitted with this request is invalid. GET /geocoding/v1/address?key={t}&location=Denver
tomtom api key ¦ developer.tomtom.com: 32 alnum key ¦ {A32} ¦ tomtom: 403 Developer Inactive / Invalid key https://api.tomtom.com/routing/1/calculateRoute/52.5,13.4:52.4,13.3/json?key={t}
openweathermap api key ¦ openweathermap.org/appid: 32 hex appid ¦ {h32} ¦ {"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."} appid={t}
newsapi key ¦ newsapi.org/docs/authentication: 32 hex ¦ {h32} ¦ newsapi.newsapi_exception.NewsAPIException: {'status': 'error', 'code': 'apiKeyInvalid'} X-Api-Key={t}
alpha vantage key ¦ alphavantage.co/documentation: 16 upper alnum apikey ¦ {U16} ¦ {"Error Message": "the parameter apikey is invalid or missing."} function=TIME_SERIES_DAILY&symbol=IBM&apikey={t}
polygon api key ¦ polygon.io/docs: 32 alnum apiKey ¦ {A32} ¦ polygon.exceptions.AuthError: {"status":"ERROR","error":"Unknown API Key"} apiKey={t}
finnhub api key ¦ finnhub.io/docs: 20 lower alnum token ¦ c{l19} ¦ finnhub.exceptions.FinnhubAPIException: FinnhubAPIException(status_code: 401): Invalid API key (token={t})
tiingo api token ¦ tiingo.com/documentation: 40 hex token ¦ {h40} ¦ tiingo.restclient.RestClientError: 401 {"detail":"Invalid token."} Authorization: Token {t}
nasdaq data link key ¦ docs.data.nasdaq.com: 20 url-safe api_key ¦ {u20} ¦ nasdaqdatalink.errors.data_link_error.AuthenticationError: (Status 400) (Nasdaq Data Link Error QEAx01) We could not recognize your API key: {t}
"""

REGISTRIES_AND_HOSTS = """
hex.pm api key ¦ hex.pm/docs: HEX_API_KEY 32 hex ¦ {h32} ¦ ** (Mix) Hex API error: 401 Unauthorized (HEX_API_KEY={t} mix hex.publish --yes)
cocoapods trunk token ¦ guides.cocoapods.org trunk: token 32 hex in ~/.netrc ¦ {h32} ¦ [!] Authentication token is invalid or unverified. machine trunk.cocoapods.org login ci@acme.io password {t}
sonatype user token ¦ central.sonatype.org publish: user token password 44 base64 ¦ {b33} ¦ [ERROR] Failed to deploy artifacts: status code: 401, reason phrase: Unauthorized (settings.xml <server><id>central</id><username>Qz8kPm2x</username><password>{t}</password></server>)
cachix auth token ¦ docs.cachix.org: auth tokens are JWTs (CACHIX_AUTH_TOKEN) ¦ eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ cachix: Error: 401 Unauthorized pushing to acme.cachix.org (CACHIX_AUTH_TOKEN={t})
travis ci api token ¦ docs.travis-ci.com api: 22 url-safe token ¦ {u22} ¦ travis: access denied (401) Authorization: token {t} Travis-API-Version: 3
drone access token ¦ docs.drone.io cli: DRONE_TOKEN 32 alnum ¦ {A32} ¦ drone build ls acme/api: client error 401: Unauthorized (DRONE_SERVER=https://drone.acme.io DRONE_TOKEN={t})
codecov upload token ¦ docs.codecov.com tokens: upload token uuid ¦ {uuid} ¦ [2026-12-03T20:41:02.118Z] ['error'] There was an error running the uploader: Error uploading to https://codecov.io: Error: There was an error fetching the storage URL during POST: 404 - {'detail': ErrorDetail(string='Could not find a repository, try using repo upload token')} -t {t}
ovh application secret ¦ help.ovhcloud.com api: application secret 32 alnum ¦ {A32} ¦ ovh.exceptions.InvalidKey: Invalid application key ([default] endpoint=ovh-eu application_key=Xk29fQa01mZ8 application_secret={t})
upcloud api token ¦ upcloud.com/docs api tokens: ucat_ + 26 base32 ¦ ucat_{B26} ¦ upctl: Error: AUTHENTICATION_FAILED Authentication failed using the given credentials. (UPCLOUD_TOKEN={t})
oci auth token ¦ docs.oracle.com iam auth tokens: 20 chars with punctuation (shape assumed, not checked against the page) ¦ {A8}){A6}<{A4} ¦ Error response from daemon: Get "https://fra.ocir.io/v2/": unauthorized (docker login fra.ocir.io -u 'frxyz/oracleidentitycloudservice/ops@acme.io' -p '{t}')
oci customer secret key ¦ docs.oracle.com s3 compatibility: secret 44 base64 ¦ {b33} ¦ botocore.exceptions.ClientError: SignatureDoesNotMatch (endpoint https://frxyz.compat.objectstorage.eu-frankfurt-1.oraclecloud.com, aws_secret_access_key={t})
fauna secret ¦ docs.fauna.com keys: fn + 38 url-safe ¦ fnA{u37} ¦ fauna.errors.AuthenticationError: unauthorized: Invalid secret. (FAUNA_SECRET={t})
mongodb atlas private key ¦ mongodb.com/docs atlas programmatic keys: public 8 lower, private uuid ¦ {uuid} ¦ atlas: Error: GET https://cloud.mongodb.com/api/atlas/v2/groups: 401 (request "UNAUTHORIZED") (MONGODB_ATLAS_PUBLIC_API_KEY=qzmlbxka MONGODB_ATLAS_PRIVATE_API_KEY={t})
mongodb atlas service account secret ¦ mongodb.com/docs atlas service accounts: mdb_sa_sk_ + 40 ¦ mdb_sa_sk_{A40} ¦ atlas-sdk-go: invalid_client (client_secret={t})
aiven token ¦ aiven.io/docs authentication tokens: long base64 (shape assumed, not checked against the page) ¦ {b150} ¦ aiven.client.client.Error: 403 {"message":"Invalid token"} avn --auth-token {t} service list
redis cloud secret key ¦ redis.io/docs cloud api keys: user key 51 alnum (shape assumed, not checked against the page) ¦ {A51} ¦ rediscloud: 401 Unauthorized x-api-key: A3qz0a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3 x-api-secret-key: {t}
bunny storage password ¦ docs.bunny.net storage api: AccessKey uuid-shaped password (shape assumed, not checked against the page) ¦ {uuid}-{h4}-{h4} ¦ bunnycdn: 401 Unauthorized PUT https://storage.bunnycdn.com/acme-assets/app.js AccessKey: {t}
uploadcare secret key ¦ uploadcare.com/docs auth: public key 20 hex, secret 20 hex ¦ {h20} ¦ pyuploadcare.exceptions.AuthenticationError: Incorrect authentication credentials. (UPLOADCARE_SECRET_KEY={t})
keycdn api key ¦ keycdn.com/api: 32 alnum basic auth user ¦ {A32} ¦ keycdn: {"status":"error","description":"Unauthorized"} curl -u {t}: https://api.keycdn.com/zones.json
"""


def more_vendor_cases(values: Values) -> list[Case]:
    return [
        *values.table("vendor", MONITORING),
        *values.table("vendor", CONTENT_AND_WORK),
        *values.table("vendor", MEDIA_SOCIAL_MARKETS),
        *values.table("vendor", REGISTRIES_AND_HOSTS),
    ]
