"""Held-out set 47: more vendors no earlier set named (Q to Z) — energy monitors, IoT
module clouds, Latin American e-invoicing, email marketing for shops, proposals, property
management, field sales, UK shop builders, dashboards, IT help desks, payroll APIs, ticketing,
parcel tracking, hosting billing, second-hand marketplaces, LinkedIn automation, page-change
monitors, texting, creator stores, activity bookings, QR codes, feedback boards, gift card
rewards, classroom resources, app hosting, food delivery, job-ad distribution, queue
management, waivers, inventory and crisis mapping; and workforce scheduling, marketing games, roadmaps, small-business
CRM, affiliate networks, contact centres, German ERP, product finders, site builders,
payables, meal vouchers, field-service apps, payment vaults, content marketing, tour
bookings, onboarding, hospitality rotas, checkout pages, open-source CRM and activity
booking.

Each name was grepped for like those of ``_heldout_secrets47_vendors.py`` (none matched).
Eight were looked up with the ``search`` tool and the pages gave no credential format
(Ushahidi, Smartwaiver, Qminder, Sortly, Vbout, Shoplazza, Streamtime, vivenu); the rest were
not looked up. Their shapes are remembered or assumed, and each case says so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
smappee secret ¦ Smappee API (as remembered): OAuth password grant with client_id and client_secret ¦ {A24} ¦ smappee.py:41 in get_token\n    raise SmappeeAuthError(f"token request failed for client_secret={client_secret}")\nSmappeeAuthError: token request failed for client_secret={t}
senec password ¦ SENEC home battery portal (as remembered): mein-senec.de login used by Home Assistant's integration ¦ {p} ¦ 2026-12-06 15:45:01.112 ERROR (MainThread) [custom_components.senec] Login to mein-senec.de failed for ops@acme.de with password '{t}'
zerynth device key ¦ Zerynth Cloud (as remembered): a device key in zdevice.json (shape assumed) ¦ {A36} ¦ $ cat zdevice.json\n{"devinfo": {"device_id": "dev-4wq9", "workspace_id": "wks-71b2", "key": "{t}", "mode": "cloud"}}
quipu token ¦ Quipu e-invoicing (as remembered): app id and secret for an OAuth token (shape assumed) ¦ {A40} ¦ QUIPU_APP_ID=acme-facturas\nQUIPU_APP_SECRET={t}\nError: POST https://getquipu.com/oauth/token -> 401 invalid_client
quentn key ¦ Quentn API (as remembered): a Bearer key and a per-account host (shape assumed) ¦ {A32} ¦ quentn-sync: 401 from https://abc123.eu-1.quentn.com/public/api/V1/contact (Authorization: Bearer {t})
qwilr token ¦ Qwilr API (as remembered): a Bearer token (shape assumed) ¦ {u40} ¦ [qwilr] POST /v1/pages/from-template 401 Unauthorized\n  headers: {"authorization":"Bearer {t}","content-type":"application/json"}
realpage password ¦ RealPage OneSite SOAP (as remembered): UserAuthInfo with UserName and Password ¦ {p} ¦ <soap:Header>\n  <UserAuthInfo xmlns="http://tempuri.org/">\n    <UserName>acme_api</UserName>\n    <Password>{t}</Password>\n    <SiteID>3481201</SiteID>\n  </UserAuthInfo>\n</soap:Header>\n<!-- faultstring: Invalid credentials -->
remarkety token ¦ Remarkety API (as remembered): x-token header with a store id (shape assumed) ¦ {h32} ¦ Net::HTTPUnauthorized GET https://app.remarkety.com/api/v1/stores/8812/contacts x-token={t}
shopwired secret ¦ ShopWired API (as remembered): API key and secret as Basic auth (shape assumed) ¦ {A40} ¦ $ curl -s -u 'b7c1f0e2:{t}' https://api.ecommerceapi.uk/v1/products\n{"error":"Unauthorized"}
slemma token ¦ Slemma dashboards (as remembered): an API token in the query (shape assumed) ¦ {h40} ¦ 2026-12-06 15:45:09 WARN embed GET /api/v1/dashboards/2201/export?token={t} -> 403
spiceworks password ¦ Spiceworks help desk (as remembered): an SMTP mailbox password in the email settings export ¦ {p} ¦ email_settings.yml:\n  incoming:\n    protocol: imap\n    server: mail.acme.io\n    username: helpdesk@acme.io\n    password: "{t}"
spondyr key ¦ Spondyr API (as remembered): APIKey and AppToken in the request (shape assumed) ¦ {uuid} ¦ POST https://api.spondyr.io/api/v1/transaction\n{"APIKey": "{t}", "AppToken": "acme-notices", "TransactionType": "Renewal"}\n<- 401
ticketsource key ¦ TicketSource API (as remembered): a Bearer API key (shape assumed) ¦ {A48} ¦ TicketSource::Error: 401 Unauthenticated (Bearer {t}) at lib/ticketsource/client.rb:37
tracktry key ¦ Tracktry API (as remembered): Tracktry-Api-Key header (shape assumed) ¦ {uuid} ¦ > POST /v1/trackings/post HTTP/1.1\n> Tracktry-Api-Key: {t}\n< HTTP/1.1 401\n{"meta":{"code":4001,"message":"Invalid API key"}}
upmind token ¦ Upmind billing API (as remembered): a Bearer token for admin API (shape assumed) ¦ {u64} ¦ UPMIND_API_TOKEN={t} php artisan upmind:sync-clients\nIn Client.php line 112: 401 Unauthenticated.
vinted cookie ¦ Vinted (as remembered): the _vinted_fr_session cookie used by listing scrapers (shape assumed) ¦ {b64} ¦ vinted-bot | requests.cookies: _vinted_fr_session={t}; domain=.vinted.fr\nvinted-bot | 401 session expired
waalaxy token ¦ Waalaxy (as remembered): a li_at LinkedIn session cookie pasted into the extension settings (shape assumed) ¦ {u152} ¦ waalaxy-export.json: {"prospectList":"devops-paris","linkedinCookie":"li_at={t}"}
wachete key ¦ Wachete API (as remembered): a user id and an API key in a token request (shape assumed) ¦ {h32} ¦ PS> Invoke-RestMethod https://api.wachete.com/thirdparty/v1/user/apilogin -Method Post -Body (@{ userId = "7e1c"; apiKey = "{t}" } | ConvertTo-Json)\nInvoke-RestMethod: Unauthorized
zipwhip session ¦ Zipwhip (as remembered): a session key from user/login passed as session= ¦ {h36} ¦ GET https://api.zipwhip.com/message/send?session={t}&contacts=%2B15555550123&body=Your+table+is+ready -> 401
zylvie key ¦ Zylvie creator store API (as remembered): an API key in Authorization (shape assumed) ¦ {A40} ¦ zylvie webhook replay failed: 401 (Authorization: {t})
yayday password ¦ Yayday activity bookings (as remembered): the Zapier connection asks for an email and a password ¦ {p} ¦ Zapier: Yayday connection test failed — login for bookings@acme-kayak.nz with password '{t}' was rejected.
uniqode key ¦ Uniqode (Beaconstac) QR API (as remembered): Authorization: Token <key> (shape assumed) ¦ {h40} ¦ requests.exceptions.HTTPError: 401 for url https://api.beaconstac.com/api/2.0/qrcodes/ (headers Authorization: Token {t})
upvoty key ¦ Upvoty API (as remembered): a Bearer API key (shape assumed) ¦ {A32} ¦ [upvoty-sync] 2026-12-06T15:45:27Z fetch https://acme.upvoty.com/api/v1/boards failed 401 Bearer {t}
xoxoday secret ¦ Xoxoday Plum API (as remembered): client_id and client_secret for OAuth (shape assumed) ¦ {h64} ¦ xoxoday:\n  client_id: acme-rewards\n  client_secret: {t}\n  env: production
twinkl password ¦ Twinkl (as remembered): a shared classroom login in a school's wiki ¦ {p} ¦ | Resource | Login | Password |\n|---|---|---|\n| Twinkl | y4@acme-primary.sch.uk | {t} |
sevalla key ¦ Sevalla (as remembered): an API key for deploys from CI (shape assumed) ¦ {A48} ¦ Run sevalla deploy --app web-2\n  SEVALLA_API_KEY: {t}\nError: unauthorized (401)
takeaway secret ¦ Takeaway.com (Just Eat Takeaway) POS API (as remembered): an X-Flyt-Api-Key header (shape assumed) ¦ {h32} ¦ POS-Bridge: order push rejected 403 headers={'X-Flyt-Api-Key': '{t}', 'Content-Type': 'application/json'}
vonq key ¦ VONQ HAPI (as remembered): X-Customer-Api-Key header (shape assumed) ¦ {A40} ¦ curl https://marketplace.api.vonq.com/products -H 'X-Customer-Api-Key: {t}'\n{"detail":"Invalid API key"}
qminder key ¦ Qminder (the search found the npm client, not the format; X-Qminder-REST-API-Key as remembered) ¦ {A36} ¦ Qminder.setKey('{t}');\nUncaught (in promise) Error: Error 401: Unauthorized
smartwaiver key ¦ Smartwaiver API v4 (the search found nothing; sw-api-key header as remembered) ¦ {h40} ¦ $ curl -s https://api.smartwaiver.com/v4/waivers -H 'sw-api-key: {t}'\n{"type":"error","message":"Authentication failed"}
sortly key ¦ Sortly API (the search found nothing; Bearer as remembered) ¦ {A44} ¦ sortly-import.js:12 Error: 401 Unauthorized\n  at fetchItems (Authorization: Bearer {t})
vbout key ¦ VBOUT API (the search found nothing; key= in the query as remembered) ¦ {h32} ¦ GET https://api.vbout.com/1/emailmarketing/getlists.json?key={t} -> {"response":{"header":{"status":"error"},"data":{"errors":"Invalid API key"}}}
ushahidi client secret ¦ Ushahidi platform (the search found the docs index only; OAuth client secret in the client's config as remembered) ¦ {A40} ¦ $ cat platform-client/config.json\n{"backend_url": "https://api.acme-reports.org", "client_id": "ushahidiui", "client_secret": "{t}"}
shoplazza token ¦ Shoplazza Admin API (the search found the CLI and OAuth, not the header; Access-Token as remembered) ¦ {u43} ¦ shoplazza-sync | GET https://acme.myshoplaza.com/openapi/2022-01/products 401 Access-Token={t}
vivenu key ¦ vivenu API (the search found nothing; Bearer key as remembered) ¦ {A48} ¦ VIVENU_API_KEY={t}\nvivenu-export: 401 GET https://vivenu.com/api/events
quinyx secret ¦ Quinyx API (as remembered): OAuth client credentials for the workforce API (shape assumed) ¦ {A40} ¦ QUINYX_CLIENT_ID=acme-retail\nQUINYX_CLIENT_SECRET={t}\nquinyx-sync: token request to https://api.quinyx.com/v2/oauth/token failed (401)
qualifio key ¦ Qualifio API (as remembered): an X-Api-Key header for campaign exports (shape assumed) ¦ {uuid} ¦ > GET /v1/campaigns/88120/participations HTTP/1.1\n> X-Api-Key: {t}\n< HTTP/1.1 403 Forbidden
roadmunk token ¦ Roadmunk API (as remembered): a Bearer token (shape assumed) ¦ {A48} ¦ roadmunk-export.py:22 HTTPError: 401 Unauthorized (token='{t}')
salesflare key ¦ Salesflare API (as remembered): Authorization: Bearer <api key> (shape assumed) ¦ {A36} ¦ $ curl -s https://api.salesflare.com/opportunities -H "Authorization: Bearer {t}"\n{"statusCode":401,"error":"Unauthorized"}
trackier key ¦ Trackier API (as remembered): X-Api-Key for the performance marketing API (shape assumed) ¦ {h32} ¦ trackier-report | 2026-12-06T15:47:02Z GET https://api.trackier.com/v2/reports/campaign X-Api-Key={t} -> 401
voiso key ¦ Voiso API (as remembered): a key in the query string (shape assumed) ¦ {h40} ¦ GET https://acme.voiso.com/api/v1/{t}/cdr?start=2026-12-05 -> 403 invalid key
xentral token ¦ Xentral API (as remembered): a personal access token as Bearer (shape assumed) ¦ {A64} ¦ XENTRAL_URL=https://acme.xentral.biz\nXENTRAL_PAT={t}\nxentral-sync: GET /api/v1/products -> 401
zoovu key ¦ Zoovu API (as remembered): an API key for the assistant export (shape assumed) ¦ {uuid} ¦ zoovu:\n  assistant: camera-finder\n  api_key: {t}\n  region: eu
zyro password ¦ Zyro site builder (as remembered): a site password shared in a handover note ¦ {p} ¦ Handover: preview site https://acme-bakery.zyrosite.com is password-protected — password {t}
routable key ¦ Routable API (as remembered): a Bearer API key for payables (shape assumed) ¦ {A48} ¦ routable.errors.AuthenticationError: 401 — check ROUTABLE_API_KEY ({t})
swile token ¦ Swile partner API (as remembered): client credentials for meal voucher orders (shape assumed) ¦ {A40} ¦ [swile] POST https://partner-api.swile.co/oauth/token client_id=acme-hr client_secret={t} -> invalid_client
zuper key ¦ Zuper field service API (as remembered): x-api-key header (shape assumed) ¦ {h64} ¦ zuper-jobs | fetch https://us.zuperpro.com/api/jobs failed: 401 (x-api-key: {t})
workiz token ¦ Workiz API (as remembered): the API token in the URL path (shape assumed) ¦ {A32} ¦ GET https://api.workiz.com/api/v1/{t}/job/all/ -> {"flag":false,"msg":"Invalid token"}
tradify password ¦ Tradify (as remembered): a login in a tradie's Xero sync notes ¦ {p} ¦ notes.txt: Tradify login office@acme-plumbing.co.nz / {t} (Xero sync breaks if changed)
spreedly secret ¦ Spreedly API (as remembered): environment key and access secret as Basic auth (shape assumed) ¦ {A48} ¦ $ curl -u 'Ll6fAtoVSTyVMlJEmtpoJV8S:{t}' https://core.spreedly.com/v1/gateways.json\n{"errors":[{"key":"errors.unauthorized","message":"Unable to authenticate using the given environment_key and access_token."}]}
storychief key ¦ StoryChief API (as remembered): a Bearer key (shape assumed) ¦ {A64} ¦ storychief-webhook | 401 from https://api.storychief.io/1.0/stories (Authorization: Bearer {t})
rezgo key ¦ Rezgo XML API (as remembered): transcode and key in the query (shape assumed) ¦ {U24} ¦ GET https://api.rezgo.com/xml?transcode=p7721&key={t}&i=search_items -> <error>Invalid API key</error>
rocketlane key ¦ Rocketlane API (as remembered): an api-key header (shape assumed) ¦ {A40} ¦ rocketlane-sync: GET https://api.rocketlane.com/api/1.0/projects 401 api-key={t}
rotaready key ¦ Rotaready API (as remembered): a realm and a key pair (shape assumed) ¦ {h40} ¦ ROTAREADY_REALM=acme-hospitality\nROTAREADY_KEY={t}\nError: 401 from https://api.rotaready.com/v1/shifts
thrivecart key ¦ ThriveCart API (as remembered): a Bearer API key with an account header (shape assumed) ¦ {h40} ¦ > GET /api/external/products HTTP/1.1\n> Authorization: Bearer {t}\n> X-TC-Mode: live\n< HTTP/1.1 401 Unauthorized
vtiger access key ¦ Vtiger CRM webservice (as remembered): the user's access key hashed with the challenge token ¦ {A16} ¦ $ grep -n accesskey sync.ini\n4:vtiger_user = admin\n5:vtiger_accesskey = {t}
xola key ¦ Xola API (as remembered): X-API-KEY header (shape assumed) ¦ {A32} ¦ Xola::ApiError (401): Unauthorized — headers {"X-API-KEY"=>"{t}", "X-API-VERSION"=>"2020-05-04"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
