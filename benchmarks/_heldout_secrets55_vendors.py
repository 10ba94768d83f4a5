"""Held-out set 55: vendors no earlier set named, each looked up with the ``search`` tool —
video CDNs and streaming servers, embed and podcast APIs, WebRTC relays, a social network's
API, social check-ins, affiliate and attribution networks, an audience data platform,
headless and hosted e-commerce, order and inventory hubs, loyalty programs, marketplace feed
managers and app and extension stores.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files before it was chosen (none matched;
these did and were dropped: Livepeer, Frame.io, ImageKit, Imgix, Imgur, Uploadcare, Roku,
Owncast, Castr, CacheFly, Cincopa, Red5, Riverside, Farcaster, Last.fm, Lemmy, Flickr,
Foursquare, Ravelry, Reddit, LinkedIn, Xing, Instagram, Rakuten, Refersion, Rewardful,
Unity Ads, Liftoff, InMobi, Fyber, Chartboost, Index Exchange, OpenX, Rubicon, Magnite,
Xandr, Ogury, Rokt, Criteo, Crystallize, commercetools, FastSpring, Lemon Squeezy,
Lightspeed, OpenCart, Recharge, Rebuy, Xsolla, Flipkart, Instamojo, Lazada, Ozon, OLX,
Linnworks, Cin7, Ordoro, Omnisend, Loox, Okendo, itch.io, OPPO, GetApps, Xbox, Libsyn,
Castos, Captivate, Fireside, Unsplash, Freesound, Iconfinder, Flaticon, LottieFiles).

Looked up with the ``search`` tool (29 vendors searched; 24 pages gave the format, the
source of each is named per case): Iframely (``api_key`` query parameter, or ``key`` = its
md5), Restream (Client ID and Client Secret; ``RESTREAM_CLIENT_ID`` /
``RESTREAM_CLIENT_SECRET``), OK.ru (``application_key``, ``application_secret_key`` — 24
upper hex in an SDK example — and ``access_token``), Untappd (``client_id`` /
``client_secret``), FirstPromoter (``X-API-KEY`` in v1; ``Authorization: Bearer`` and
``ACCOUNT-ID`` in v2), impact.com (Account SID as the user, Auth Token as the password),
CS-Cart (``user_login`` e-mail and a 32-character ``api_key``), Commerce Layer (an
integration's Client ID and Client secret and the organization subdomain), Commerce.js
(``pk_`` public and ``sk_`` secret keys), Foxy.io (``client_id``, ``client_secret``,
``access_token``, ``refresh_token``), Order Desk (``ORDERDESK-STORE-ID`` and
``ORDERDESK-API-KEY`` headers), Unleashed (``api-auth-id`` and an HMAC-SHA256
``api-auth-signature`` keyed with the API key), Chrome Web Store (``clientId``,
``clientSecret``, ``refreshToken``; ``CLIENT_SECRET`` / ``REFRESH_TOKEN`` for the CLI),
addons.mozilla.org through ``web-ext sign`` (``--api-key`` the JWT issuer ``user:…``,
``--api-secret`` the JWT secret; ``WEB_EXT_API_SECRET``), the Meta Quest store through
``ovr-platform-util upload-quest-build --app-id --app-secret`` (Oculus), Open VSX (``ovsx
publish -p`` / ``OVSX_PAT``), RuStore (``RUSTORE_KEY_ID`` and ``RUSTORE_PRIVATE_KEY``, a
base64 PEM), F-Droid (``keystorepass`` and ``keypass`` in ``config.yml``), LoyaltyLion
(``--user 'token:secret'``; API keys ``pat_`` and 32 hex), LeadDyno (``?key=`` private key),
Unified Streaming (``UspLicenseKey`` environment variable or ``--license-key``), Lengow
(``access_token`` and ``secret`` exchanged at ``/access/get_token``), Fourthwall (Open API
user name and password over Basic auth, found on the CS-Cart search's page) and OvenMediaEngine
(``Server.xml``; its SignedPolicy key as remembered). Searched and found nothing of their
own: CDN77, FastPix (only its SDK's package page), Listen Notes (only its SDKs), Xirsys (its
REST walk-through without the header), CJ Affiliate and Lotame (an R wrapper's
``lotame_ticket(username, password)``); their shapes are remembered and marked so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
cdn77 api token ¦ CDN77 API v3 (searched, nothing found; Bearer token as remembered, shape assumed) ¦ {A64} ¦ $ curl -s -X POST https://api.cdn77.com/v3/cdn/41872/job/purge-all -H 'Authorization: Bearer {t}'\n{"type":"https://api.cdn77.com/errors/unauthorized","title":"Unauthorized","status":401}
fastpix secret key ¦ FastPix PHP SDK page (searched; Access Token ID and Secret Key over Basic auth as remembered, shape assumed) ¦ {A48} ¦ FASTPIX_ACCESS_TOKEN_ID=7c1e4f20-33aa-4d1b-9e5a-0b6c2d8f9a11\nFASTPIX_SECRET_KEY={t}\n# fastpix: 401 Unauthorized on POST https://api.fastpix.io/v1/on-demand
iframely api key ¦ iframely.com docs (oEmbed API): url and api_key parameters are required (hex, shape assumed) ¦ {h32} ¦ 10.0.3.14 - - [06/Dec/2026:19:21:04 +0000] "GET /embed?u=https%3A%2F%2Fvimeo.com%2F76979871 HTTP/1.1" 502 - upstream=https://iframe.ly/api/oembed?url=https%3A%2F%2Fvimeo.com%2F76979871&api_key={t}
iframely md5 key ¦ iframely.com docs: api_key can be replaced by key, the md5 of the API key (a digest that still opens the API) ¦ {h32} ¦ <script async src="//cdn.iframe.ly/embed.js?key={t}"></script>\n<!-- iframely: 403 key not allowed for origin https://blog.acme.io -->
listennotes api key ¦ Listen Notes podcast_api crate and nuget pages (searched; X-ListenAPI-Key header as remembered, 32 hex assumed) ¦ {h32} ¦ Error calling "typeahead" endpoint:\nAuthenticationError { status: 401, url: "https://listen-api.listennotes.com/api/v2/typeahead?q=startup", headers: {"X-ListenAPI-Key": "{t}"} }
ome signed policy key ¦ OvenMediaEngine docs (Server.xml; SignedPolicy's SecretKey as remembered) ¦ {A32} ¦ $ grep -n -A4 '<SignedPolicy>' /opt/ovenmediaengine/bin/origin_conf/Server.xml\n212:          <SignedPolicy>\n213-            <PolicyQueryKeyName>policy</PolicyQueryKeyName>\n214-            <SignatureQueryKeyName>signature</SignatureQueryKeyName>\n215-            <SecretKey>{t}</SecretKey>
restream client secret ¦ developers.restream.io Getting Started: Client ID and Client Secret; restream.io CLI (pypi): RESTREAM_CLIENT_SECRET ¦ {h40} ¦ $ RESTREAM_CLIENT_ID=3f1c2b7e-8a9d-4e10-b2c4-5d6e7f801234 RESTREAM_CLIENT_SECRET={t} restream.io login\nError: token exchange failed: 401 {"error":"invalid_client"}
restream access token ¦ developers.restream.io: code exchange returns an access token for the Authorization header (shape assumed) ¦ {u86} ¦ GET https://api.restream.io/v2/user/channel/all\nAuthorization: Bearer {t}\n<- 401 {"error":{"statusCode":401,"status":401,"code":401,"message":"Invalid token"}}
xirsys secret ¦ Xirsys REST API walk-through (searched; ident:secret over Basic auth as remembered, shape assumed) ¦ {uuid} ¦ $ curl -s -X PUT https://acme:{t}@global.xirsys.net/_turn/meetings\n{"v":null,"s":"error","e":"Unauthorized"}
okru secret key ¦ ok_api (pypi): OkApi(access_token=..., application_key=..., application_secret_key=...); odnoklassniki-php-sdk example: 24 upper hex ¦ {H24} ¦ >>> ok = OkApi(access_token=os.environ["OK_TOKEN"], application_key='CBAJMKPLEBABABABA', application_secret_key='{t}')\n>>> ok.group.getInfo(uids='52223116181643')\nok_api.exceptions.OkApiException: PARAM_SIGNATURE : Invalid signature
okru access token ¦ odnoklassniki-php-sdk README: accessToken 'tkn1…' passed with the app id, public key and secret ¦ tkn1{A51} ¦ [2026-12-06 19:21:20] local.ERROR: OK API error 102 (PARAM_SESSION_EXPIRED) for GET https://api.ok.ru/fb.do?method=users.getCurrentUser&access_token={t}&application_key=CBAJMKPLEBABABABA
untappd client secret ¦ untappd (pypi): untappd.Untappd(client_id=..., client_secret=...) (40 hex as remembered) ¦ {H40} ¦ requests.exceptions.HTTPError: 500 Server Error for url: https://api.untappd.com/v4/beer/info/16630?client_id=8A1C3F7E22B94D05A6E1C0B93F4D2E7A11C0F0E2&client_secret={t}
cj personal token ¦ CJ Affiliate developer portal (searched, nothing found; personal access token as Bearer as remembered, shape assumed) ¦ {l26} ¦ $ http POST https://ads.api.cj.com/query 'Authorization:Bearer {t}' query='{ publisherCommissions(forPublishers: ["5738941"]) { count } }'\nHTTP/1.1 401 Unauthorized
firstpromoter v1 key ¦ docs.firstpromoter.com (API v1 authentication): X-API-KEY: {apikey} (hex, shape assumed) ¦ {h32} ¦ > POST /api/v1/track/sale HTTP/1.1\n> Host: firstpromoter.com\n> X-API-KEY: {t}\n< HTTP/1.1 401 Unauthorized
firstpromoter v2 bearer ¦ docs.firstpromoter.com (API v2): Authorization: Bearer {your_api_key} with ACCOUNT-ID ¦ {A40} ¦ const res = await fetch("https://api.firstpromoter.com/api/v2/company/referrals", { headers: { Authorization: "Bearer {t}", "ACCOUNT-ID": "acc_88213" } });\n// FirstPromoterError: 401 Invalid API key
impact auth token ¦ nango.dev impact.com guide: Account SID as the username, Auth Token as the password ¦ {A32} ¦ $ curl -s -u 'IRxPq7Dz9ZbW3155213fKcQm2jRt8LsN1:{t}' https://api.impact.com/Mediapartners/IRxPq7Dz9ZbW3155213fKcQm2jRt8LsN1/Campaigns\n<Error><Status>401</Status><Message>Authentication failed</Message></Error>
cscart api key ¦ cscartapi README: user_login (the admin e-mail) and api_key, the password generated in the admin panel (32 alnum in the example) ¦ {A32} ¦ PHP Fatal error:  Uncaught Exception: 401 Unauthorized in /var/www/sync/vendor/cscartapi/CSCartApi.php:88\n#0 /var/www/sync/run.php(12): CSCartApi->__construct(Array('api_key' => '{t}', 'user_login' => 'api@shop.acme.io', 'api_url' => 'https://shop.acme.io/'))
commercelayer client secret ¦ nango.dev Commerce Layer guide: an integration's Client ID and Client secret, and the organization subdomain ¦ {u43} ¦ # .env.production\nCL_ORGANIZATION=acme-eu\nCL_CLIENT_ID=Xq2v8kLmN3pR7sT1uW4yZ6aB9cD0eF2gH5jK8mP1qR4\nCL_CLIENT_SECRET={t}
commercejs secret key ¦ Commerce.js (chec/commerce.js README: allowSecretKey; gists: pk_test_ keys) ¦ sk_{h49} ¦ Error: You are using a secret API key in a browser context. Use your public key instead.\n    at new Commerce (commerce.esm.js:1:2311)\n    at src/lib/commerce.js:3: new Commerce('{t}')
foxy refresh token ¦ api.foxycart.com docs (Creating an OAuth Client): client_id, client_secret, access_token and refresh_token shown once (shape assumed) ¦ {h40} ¦ # foxy.ini\n[oauth]\nclient_id = client_8831\nclient_secret = see-vault\nrefresh_token = {t}\n; FoxyClient: refresh failed (400 invalid_grant)
foxy client secret ¦ foxyclient-php-example README: save the client_id and client_secret for future use (shape assumed) ¦ {A40} ¦ [2026-12-06 19:21:41] foxy.ERROR: POST https://api.foxycart.com/token failed: 401 {"error":"invalid_client"} {"client_id":"client_8831","client_secret":"{t}"}
orderdesk api key ¦ pipedream Order Desk app: headers ORDERDESK-STORE-ID and ORDERDESK-API-KEY (shape assumed) ¦ {A40} ¦ $ curl -s https://app.orderdesk.me/api/v2/test -H 'ORDERDESK-STORE-ID: 88123' -H 'ORDERDESK-API-KEY: {t}'\n{"status":"error","message":"Invalid API Key"}
unleashed api key ¦ insomnia-plugin-unleashed-api-auth-signature: HMAC-SHA256 signature keyed with the API key (base64, shape assumed) ¦ {b88} ¦ unleashed:\n  api_id: 4c2e9a10-7f3b-4d85-b1e6-0a9c8d7e6f51\n  api_key: "{t}"\n# sync-stock: 403 {"description":"Invalid signature"}
chrome webstore refresh token ¦ chrome-webstore-upload-cli: --client-id, --client-secret, --refresh-token (REFRESH_TOKEN) ¦ 1//0{u60} ¦ $ chrome-webstore-upload upload --source dist.zip --extension-id ecnglinljpjkbgmdpeiglonddahpbkeb --client-id 801234567890-abc.apps.googleusercontent.com --refresh-token {t}\nError: invalid_grant (Bad Request)
chrome webstore client secret ¦ chrome-webstore-upload README: chromeWebstoreUpload({ extensionId, clientId, clientSecret, refreshToken }) ¦ GOCSPX-{u28} ¦   ✖ publish failed\n    at publish (scripts/release.mjs:14)\n    chromeWebstoreUpload({ extensionId: 'ecnglinljpjkbgmdpeiglonddahpbkeb', clientId: '801234567890-abc.apps.googleusercontent.com', clientSecret: '{t}', refreshToken: process.env.REFRESH_TOKEN })
amo jwt secret ¦ sign-addon and web-ext docs: --api-key the JWT issuer, --api-secret the JWT secret (64 hex as remembered) ¦ {h64} ¦ $ web-ext sign --channel unlisted --api-key user:17722301:512 --api-secret {t}\nServer response: Incorrect authentication credentials. ( status: 401 )\nFAIL
amo env secret ¦ web-ext-submit README: WEB_EXT_API_KEY / WEB_EXT_API_SECRET ¦ {h64} ¦ # .github/workflows/firefox.yml\n      - run: npx web-ext sign --use-submission-api --channel listed\n        env:\n          WEB_EXT_API_KEY: user:17722301:512\n          WEB_EXT_API_SECRET: {t}
quest app secret ¦ gist (microscript to upload quest builds): ovr-platform-util upload-quest-build --app-id $ID --app-secret $SECRET (hex, shape assumed) ¦ {h32} ¦ $ ./ovr-platform-util upload-quest-build --app-id 4827716533921104 --app-secret {t} --apk build/RallyVR.apk --channel ALPHA\nERROR: Unable to authenticate: the app secret is invalid.
ovsx pat ¦ ovsx README: pass the token via --pat (-p) or OVSX_PAT (UUID as remembered) ¦ {uuid} ¦ $ npx ovsx publish acme-lint-1.4.0.vsix -p {t}\n❌  Invalid access token.
rustore private key ¦ fastlane-rustored README: key_id and private_key, the Base64-encoded PEM (RUSTORE_PRIVATE_KEY) ¦ MIIEv{b80} ¦ [19:22:03]: rustored_publish_aab: RuStore auth failed (401)\n[19:22:03]: key_id: 118234, private_key: "{t}"
fdroid keystorepass ¦ thunderbird/fdroid-thunderbird workflow: keystorepass and keypass appended to fdroid/config.yml ¦ {p} ¦ $ cat fdroid/config.yml\nrepo_url: https://fdroid.acme.io/repo\nrepo_name: Acme F-Droid\nrepo_keyalias: acme-repo\nkeystore: keystore.p12\nkeystorepass: {t}\nkeypass: see-keystorepass
loyaltylion token secret ¦ developers.loyaltylion.com (token and secret): curl --user 'token:secret' (hex, shape assumed) ¦ {h32} ¦ $ curl -s --user 'a1f0c88e4b3d27e6a91c55b0d2f7e340:{t}' https://api.loyaltylion.com/v2/customers\n{"error":"unauthorized"}
loyaltylion api key ¦ developers.loyaltylion.com (API keys): Authorization: Bearer pat_ and 32 hex ¦ pat_{h32} ¦ Loyalty sync failed: GET https://api.loyaltylion.com/v2/customers?since_id=0 -> 401\nrequest headers: {'Authorization': 'Bearer {t}', 'Content-Type': 'application/json'}
leaddyno private key ¦ LeadDyno API docs (theneo): curl "https://api.leaddyno.com/v1/visitors?key=YOUR_PRIVATE_KEY" (hex, shape assumed) ¦ {h40} ¦ $ curl -s "https://api.leaddyno.com/v1/affiliates?key={t}&page=2"\n{"error":"Invalid key"}
leaddyno webhook ¦ Chargebee's LeadDyno integration: webhook URL https://collector.leaddyno.com/chargebee_webhook?key=<YOUR_PRIVATE_KEY> ¦ {h40} ¦ Webhook "LeadDyno" disabled after 5 failures\nURL: https://collector.leaddyno.com/chargebee_webhook?key={t}\nLast response: 403
usp license key ¦ docs.unified-streaming.com (License Key): export UspLicenseKey=YOUR_LICENSE_KEY_IN_BASE64 ¦ {b76} ¦ $ docker run -e UspLicenseKey={t} -p 1080:80 unifiedstreaming/origin:1.14.3\n[error] License key error: invalid signature
usp license flag ¦ docs.unified-streaming.com: mp4split --license-key=... -o oceans.ism oceans.mp4 ¦ {b64} ¦ $ mp4split --license-key={t} -o oceans.ism oceans.mp4\nI0.000 mp4split 1.14.3\nF0.001 License key error: expired
lotame password ¦ LotameR (rdrr.io): lotame_ticket("username","password") opens a 3-hour ticket ¦ {p} ¦ > ticket <- lotame_ticket("dmp-ops@acme.io", "{t}")\nError in lotame_ticket("dmp-ops@acme.io", "{t}") :\n  Bad Request (HTTP 400). Failed to create ticket granting ticket.
lengow secret ¦ api-evangelist Lengow authentication (docs.lengow.io): access_token and secret exchanged at POST /access/get_token ¦ {h32} ¦ $ curl -s -X POST https://api.lengow.io/access/get_token -d access_token=9f1c3b7a2e8d4c60b5a1f0e9d8c7b6a5 -d secret={t}\n{"error":{"code":403,"message":"Forbidden"}}
lengow session token ¦ Lengow docs: send the session token as Authorization: ${TOKEN} with no Bearer prefix (UUID as remembered) ¦ {uuid} ¦ GET https://api.lengow.io/v3.0/orders/?account_id=2241 HTTP/1.1\nAuthorization: {t}\n<- 401 {"error":{"code":401,"message":"Unauthorized"}}
okru php sdk ¦ odnoklassniki-php-sdk README: new OdnoklassnikiApi($app_id, $public_key, $secret, $accessToken, $scope) (secret 24 upper hex) ¦ {H24} ¦ PHP Fatal error:  Uncaught Exception: PARAM_SIGNATURE in /var/www/ok-feed/src/OdnoklassnikiApi.php:71\nStack trace:\n#0 /var/www/ok-feed/post.php(9): OdnoklassnikiApi->__construct('512000105', 'CBAJMKPLEBABABABA', '{t}', 'tkn1...', 'VALUABLE_ACCESS;LONG_ACCESS_TOKEN')
commercelayer terraform ¦ nango.dev Commerce Layer guide (Client ID and Client secret); a Terraform provider block as remembered ¦ {u43} ¦ │ Error: failed to get access token: 401 Unauthorized\n│\n│   with provider["registry.terraform.io/incentro-dc/commercelayer"],\n│   on main.tf line 12, in provider "commercelayer":\n│   12:   client_secret = "{t}"
impact csv tokens ¦ nango.dev impact.com guide: each access token has an Account SID and an Auth Token (a CSV of tokens, printed bare) ¦ {A32} ¦ $ column -s, -t < impact-tokens.csv\nName      Account SID                         Auth Token                        Created\nci-sync   IRxPq7Dz9ZbW3155213fKcQm2jRt8LsN1   {t}  2026-11-02
untappd ruby config ¦ untappd gem README (register for a client id and secret; Untappd.configure as remembered) ¦ {H40} ¦ # config/initializers/untappd.rb\nUntappd.configure do |config|\n  config.client_id = '8A1C3F7E22B94D05A6E1C0B93F4D2E7A11C0F0E2'\n  config.client_secret = '{t}'\nend
usp systemd env ¦ docs.unified-streaming.com: the UspLicenseKey environment variable, here in a systemd unit ¦ {b96} ¦ $ systemctl cat usp-origin | grep Environment\nEnvironment=UspLicenseKey={t}\nEnvironment=LOG_LEVEL=warn
fourthwall api password ¦ docs.fourthwall.com (Authentication - API key): Open API user name and password over Basic auth ¦ {A24} ¦ $ curl -u "fw_api_user_4812:{t}" https://api.fourthwall.com/open-api/v1/order/ord_8Xk2\n{"code":"UNAUTHORIZED","message":"Bad credentials"}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
