"""Held-out set 20: research, library, museum, lab, test, monitoring, messaging and social
vendors that no earlier set named.

Every vendor name below was grepped for (case-insensitive) in the earlier sets'
``_heldout_secrets*``, ``heldout_set*_secrets.py`` and ``heldout_secrets*.py`` files before it
was chosen (none matched): NCBI E-utilities, Semantic Scholar, Materials Project, Europeana,
Smithsonian Open Access, Harvard Art Museums, Rijksmuseum, Cooper Hewitt, Zenodo, figshare,
ORCID, Mendeley, Zotero, protocols.io, Dryad, IEEE Xplore, Crossref Metadata Plus, DataCite,
Altmetric, Internet Archive, Wikimedia, HathiTrust, Goodreads, ISBNdb, Benchling, LabArchives,
Quartzy, DNAnexus, Seven Bridges, Illumina BaseSpace, Globus, Addgene, BioPortal, OMIM,
TestRail, Testmo, Qase, Xray, PractiTest, Katalon, mabl, Rainforest QA, Ghost Inspector,
Better Uptime, StatusCake, Site24x7, Uptime Kuma, Pushbullet, Engagespark, Kakao, Weibo and
Bilibili. Where a vendor's page documents the parameter or header but not the length or
alphabet, the source says "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
ncbi eutils api key ¦ NCBI E-utilities docs, api_key parameter (36 hex) ¦ {h36} ¦ Entrez.esearch failed: HTTP 429 Too Many Requests for https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=crispr&api_key={t}&tool=acme-lit
semantic scholar key ¦ Semantic Scholar API docs, x-api-key header (shape assumed) ¦ {A40} ¦ s2: 403 {"message":"Forbidden"} POST /graph/v1/paper/batch?fields=title,year\n  x-api-key: {t}
materials project key ¦ Materials Project API docs, X-API-KEY header (32 alnum) ¦ {A32} ¦ mp_api.client.core.client.MPRestError: REST query returned with error status code 401 on URL https://api.materialsproject.org/materials/summary/?formula=LiFePO4 with message: API_KEY={t} is not valid
europeana wskey ¦ Europeana Search API docs, wskey query parameter (shape assumed) ¦ {l12} ¦ europeana: {"success":false,"error":"Invalid API key"} for https://api.europeana.eu/record/v2/search.json?wskey={t}&query=vermeer&rows=12
smithsonian api key ¦ Smithsonian Open Access docs, an api.data.gov key (40 alnum) as api_key ¦ {A40} ¦ si-openaccess: 403 API_KEY_INVALID; the harvester config was {"endpoint": "https://api.si.edu/openaccess/api/v1.0/search", "api_key": "{t}", "rows": 100}
harvard art museums key ¦ Harvard Art Museums API docs, apikey parameter (a UUID) ¦ {uuid} ¦ ham-sync: 401 "Invalid API key" GET https://api.harvardartmuseums.org/object?apikey={t}&classification=Prints&size=100
rijksmuseum key ¦ Rijksmuseum API docs, key query parameter (8 alnum) ¦ {A8} ¦ rijks: 401 for https://www.rijksmuseum.nl/api/nl/collection?key={t}&involvedMaker=Rembrandt+van+Rijn
cooper hewitt token ¦ Cooper Hewitt Collection API docs, access_token parameter (32 hex) ¦ {h32} ¦ cooperhewitt.api: {"stat":"error","error":{"code":"401","message":"Invalid access token"}} method=cooperhewitt.objects.getRandom access_token={t}
zenodo token ¦ Zenodo REST API docs, access_token for deposits (shape assumed) ¦ {A60} ¦ zenodo-upload: 403 PUT https://zenodo.org/api/deposit/depositions/1148210/files?access_token={t}
figshare token ¦ figshare API docs, Authorization: token <128 hex> ¦ {h128} ¦ figshare: 403 {"message":"Invalid token","code":"InvalidOAuthToken"}\nAuthorization: token {t}
orcid client secret ¦ ORCID Member API docs, client_secret (a UUID) for /oauth/token ¦ {uuid} ¦ orcid: 401 {"error":"invalid_client","error_description":"Client not found"} — client_id=APP-7Q2W9ZK4M1XB3L0T client_secret={t}
mendeley client secret ¦ Mendeley API docs, OAuth client secret (shape assumed) ¦ {A16} ¦ mendeley: token refresh failed: invalid_client\n  client_id: 11842\n  client_secret: {t}
zotero api key ¦ Zotero Web API docs, Zotero-API-Key header (24 alnum) ¦ {A24} ¦ zotero: 403 Forbidden for GET https://api.zotero.org/users/4921033/items?limit=50 (Zotero-API-Key: {t})
protocols.io token ¦ protocols.io API docs, Authorization: Bearer with a client access token (shape assumed) ¦ {h64} ¦ protocolsio: {"status_code":1219,"status_text":"Token is expired"} GET /v3/workspaces — Bearer {t}
dryad client secret ¦ Dryad API docs, OAuth client_credentials (shape assumed) ¦ {u43} ¦ dryad-deposit: 401 from https://datadryad.org/oauth/token body grant_type=client_credentials&client_id=Kq7x_ZP2&client_secret={t}
ieee xplore key ¦ IEEE Xplore API docs, apikey query parameter (shape assumed) ¦ {l24} ¦ ieee: "Developer Inactive" (403) for https://ieeexploreapi.ieee.org/api/v1/search/articles?querytext=lidar&apikey={t}&max_records=200
crossref plus token ¦ Crossref Metadata Plus docs, Crossref-Plus-API-Token: Bearer with a JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ crossref: 401 on /works?filter=from-pub-date:2026-01 headers={"Crossref-Plus-API-Token": "Bearer {t}", "User-Agent": "acme-lit/2.1 (mailto:lit@acme.org)"}
datacite password ¦ DataCite REST API docs, a repository id and password as Basic ¦ {p} ¦ datacite: 401 {"errors":[{"status":"401","title":"Bad credentials."}]} — DATACITE_USER=ACME.LIB DATACITE_PASSWORD={t}
altmetric key ¦ Altmetric Details Page API docs, key parameter (32 hex) ¦ {h32} ¦ altmetric: 403 "Invalid API key" — GET https://api.altmetric.com/v1/fetch/doi/10.1038/s41586-026-0117-2?key={t}
internet archive s3 secret ¦ Internet Archive S3-like API docs, Authorization: LOW access:secret (16 alnum each) ¦ {A16} ¦ ia upload failed: 403 <Error><Code>SignatureDoesNotMatch</Code></Error> — header Authorization: LOW hR8sK2mQ7vX1bN4c:{t}
wikimedia access token ¦ Wikimedia API Portal docs, an owner-only OAuth 2 access token (a JWT) ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ mwapi: {"httpCode":401,"httpReason":"Unauthorized"} — curl -H "Authorization: Bearer {t}" https://api.wikimedia.org/core/v1/wikipedia/en/page/Lichen
hathitrust secret ¦ HathiTrust Data API docs, OAuth 1 consumer key and secret (shape assumed) ¦ {h30} ¦ htd: signature rejected (401); oauth_consumer_key=5b1f9d2e7a oauth_consumer_secret={t}
goodreads secret ¦ Goodreads API docs (retired), developer key and secret (shape assumed) ¦ {A40} ¦ goodreads-import: OAuth::Unauthorized 401 — GOODREADS_KEY=qWp8Rk2Lm4Xz9Tb1Vc7N GOODREADS_SECRET={t}
isbndb key ¦ ISBNdb API v2 docs, Authorization header with the REST key (shape assumed) ¦ {d5}_{h32} ¦ isbndb: 403 {"message":"Forbidden"} GET https://api2.isbndb.com/book/9780262046305 — Authorization: {t}
benchling api key ¦ Benchling API docs, an API key starting sk_ as Basic user (shape assumed) ¦ sk_{A30} ¦ benchling_sdk.errors.BenchlingError: 401 Unauthorized — BENCHLING_URL=https://acme.benchling.com BENCHLING_API_KEY={t}
labarchives password ¦ LabArchives API docs, an access key id and its access password for the HMAC sig (shape assumed) ¦ {A24} ¦ labarchives: <error><error-code>4506</error-code><error-description>Invalid signature</error-description></error> akid=acme_eln access_password={t}
quartzy token ¦ Quartzy API docs, Access-Token header (shape assumed) ¦ {h40} ¦ quartzy: 401 "Unauthenticated" for GET https://api.quartzy.com/order-requests?lab_id=e2b1c4 — Access-Token: {t}
dnanexus token ¦ DNAnexus API docs, Authorization: Bearer with an API token (shape assumed) ¦ {A32} ¦ dxpy.exceptions.InvalidAuthentication: The token could not be found, code 401. Request Time=1764927661.2, Request ID=unavailable\n  DX_SECURITY_CONTEXT={"auth_token_type": "Bearer", "auth_token": "{t}"}
seven bridges token ¦ Seven Bridges API docs, X-SBG-Auth-Token header (32 hex) ¦ {h32} ¦ sevenbridges.errors.Unauthorized: 401 — GET https://api.sbgenomics.com/v2/projects X-SBG-Auth-Token={t}
basespace token ¦ Illumina BaseSpace Sequence Hub docs, access_token (32 hex) ¦ {h32} ¦ bs: 401 Unauthorized. Config ~/.basespace/default.cfg:\napiServer   = https://api.basespace.illumina.com\naccessToken = {t}
globus client secret ¦ Globus Auth docs, a confidential client's secret (shape assumed) ¦ {b44} ¦ globus_sdk.services.auth.errors.AuthAPIError: ('POST', 'https://auth.globus.org/v2/oauth2/token', 'Basic', 401, 'UNAUTHORIZED', 'invalid_client') GLOBUS_CLIENT_SECRET={t}
addgene token ¦ Addgene Developers Portal docs, Authorization: Token header (shape assumed) ¦ {h40} ¦ addgene: 401 {"detail":"Invalid token."} GET https://api.developers.addgene.org/catalog/plasmid/?name=pX330 Authorization=Token {t}
bioportal api key ¦ BioPortal REST docs, apikey parameter (a UUID) ¦ {uuid} ¦ bioportal: 401 "You must provide a valid API Key" https://data.bioontology.org/search?q=melanoma&apikey={t}
omim api key ¦ OMIM API docs, apiKey parameter (shape assumed) ¦ {u22} ¦ omim: <omim><error>Invalid API key</error></omim> at https://api.omim.org/api/entry?mimNumber=100100&include=text&apiKey={t}
testrail api key ¦ TestRail API docs, an email with an API key as Basic password (shape assumed) ¦ {A30} ¦ testrail: 401 {"error":"Authentication failed: invalid or missing user/password or session cookie."} user=qa@acme.io key={t}
testmo token ¦ Testmo API docs, Authorization: Bearer with an API token (shape assumed) ¦ testmo_api_{A40} ¦ testmo automation:run:submit failed: 401 Unauthorized\n  TESTMO_URL=https://acme.testmo.net\n  TESTMO_TOKEN={t}
qase token ¦ Qase API docs, Token header (shape assumed) ¦ {h64} ¦ qase: 401 {"status":false,"errorMessage":"Invalid token"} POST https://api.qase.io/v1/result/ACME/412 Token: {t}
xray client secret ¦ Xray Cloud docs, client_id and client_secret posted to /authenticate (64 hex assumed) ¦ {h64} ¦ xray: 401 "Authentication failed. Invalid client credentials!" body {"client_id": "8F3A1C2D9E4B4F7A", "client_secret": "{t}"}
practitest token ¦ PractiTest API v2 docs, PTToken header (shape assumed) ¦ {h40} ¦ practitest: 401 {"errors":[{"title":"unauthorized"}]} — PTToken: {t} (project 18211)
katalon api key ¦ Katalon TestOps docs, an API key (a UUID) as Basic password ¦ {uuid} ¦ katalonc: TestOps upload failed (401). Command: katalonc -projectPath=/ci/shop.prj -testSuitePath="Test Suites/Smoke" -apiKey={t}
mabl api key ¦ mabl API docs, an API key as the Basic password with user key (shape assumed) ¦ {u22} ¦ mabl deployments create: 401 Unauthorized (curl -u key:{t} https://api.mabl.com/events/deployment)
rainforest token ¦ Rainforest QA API docs, CLIENT_TOKEN header (32 hex assumed) ¦ {h32} ¦ rainforest-cli run --token {t} --run-group 4412 -> Error: 401 Unauthorized
ghost inspector key ¦ Ghost Inspector API docs, apiKey query parameter (40 hex assumed) ¦ {h40} ¦ ghostinspector: {"code":"ERROR","errorType":"AuthenticationError"} for https://api.ghostinspector.com/v1/suites/5f1a2b3c/execute/?apiKey={t}&startUrl=https://staging.acme.io
better uptime token ¦ Better Stack Uptime API docs, Authorization: Bearer (shape assumed) ¦ {A24} ¦ betteruptime: 401 {"errors":"Invalid Team API token"} — terraform provider "betteruptime" { api_token = "{t}" }
statuscake token ¦ StatusCake API v1 docs, Authorization: Bearer (shape assumed) ¦ {A20} ¦ statuscake: 401 for GET https://api.statuscake.com/v1/uptime — STATUSCAKE_API_TOKEN: {t}
site24x7 oauth token ¦ Site24x7 API docs, Authorization: Zoho-oauthtoken 1000.<32 hex>.<32 hex> ¦ 1000.{h32}.{h32} ¦ site24x7: {"code":401,"message":"Invalid OAuth token"} Authorization: Zoho-oauthtoken {t}
uptime kuma api key ¦ Uptime Kuma docs, API keys beginning uk (shape assumed) ¦ uk1_{A32} ¦ kuma-metrics: 401 scraping http://status.internal:3001/metrics with basic auth ':{t}'
pushbullet token ¦ Pushbullet API docs, Access-Token header ("o." and 32 alnum) ¦ o.{A32} ¦ pushbullet: 401 {"error":{"code":"invalid_access_token","message":"Access token is missing or invalid."}} Access-Token: {t}
engagespark token ¦ engageSPARK API docs, Authorization: Token (40 hex assumed) ¦ {h40} ¦ engagespark: 401 {"detail":"Invalid token."} POST https://api.engagespark.com/v1/sms/contact Authorization: Token {t}
kakao rest key ¦ Kakao Developers docs, Authorization: KakaoAK <REST API key> (32 hex) ¦ {h32} ¦ kakao: {"msg":"wrong appKey(KakaoAK) format","code":-401} for https://dapi.kakao.com/v2/local/search/address.json (Authorization: KakaoAK {t})
weibo access token ¦ Weibo Open Platform docs, access_token parameter starting 2.00 (shape assumed) ¦ 2.00{A30} ¦ weibo: {"error":"expired_token","error_code":21327,"request":"/2/statuses/share.json"} access_token={t}
bilibili app secret ¦ Bilibili open platform docs, appkey and appsec signing (32 hex) ¦ {h32} ¦ bilibili: {"code":-3,"message":"API校验密匙错误"} appkey=1d8b6e7d45233436 appsec={t}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="cause"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="group"),
    ]
