"""Innocent set 71: RAG and document-ingestion agent output in set 71's tool shapes with no
secret, public keys, key ids, fingerprints, digests and point, chunk and trace ids beside
credential words, set 71's languages, and public ids of set 71's vendors.

``AGENT``: Qdrant, Weaviate, Milvus, Chroma and pgvector results, loaders, chunkers, embedders,
rerankers and crawlers where every credential is masked, referenced or absent. ``PUBLIC``:
public halves and identifiers (publishable keys, key ids, fingerprints, public certificates'
digests). ``WORLD``: set 71's languages saying that a password, PIN or code was changed, sent
or expired, without one. ``VENDOR_IDS``: set 71's vendors' public ids (order ids, ICCIDs,
archive ids, instance ids, application ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦ScoredPoint(id='«uuid»', version=41, score=0.8731⟧, payload={'doc': ⟦'runbooks/password-reset.md'⟧, 'chunk': ⟦7⟧})
agent: ⟦ScoredPoint(id=«d5», score=0.8412)⟧ payload={'doc': ⟦'wiki/api-keys-policy.md'⟧}
agent: ⟦collection 'docs'⟧ ⟦points_count: «d6»⟧ ⟦vectors: size 384, distance Cosine⟧
agent: ⟦{"data":{"Get":{"DocChunk":[{"source":"confluence/GIS/Token-Rotation"⟧, "_additional":{⟦"distance":0.1822⟧,⟦"id":"«uuid»"⟧}}]}}
agent: ⟦class DocChunk⟧ ⟦vectorizer none⟧ ⟦property secret_scan_status: clean⟧
agent: ⟦{'hit_id': «d12», 'distance': 0.912⟧, 'entity': {⟦'source': 'notes/secret-santa-2026.txt'⟧}}
agent: ⟦insert_count: 64⟧, ⟦ids: [«d12», ...]⟧ ⟦collection rag_chunks⟧
agent: {⟦'ids': [['kb-118-3']]⟧, ⟦'distances': [[0.3191]]⟧, 'metadatas': [[{⟦'source': 'kb/passwords-are-not-stored-here.md'⟧}]]}
agent: ⟦chroma heartbeat 1733561700123456789⟧ ⟦tenant default_tenant⟧
agent: rag=> ⟦SELECT count(*) FROM chunks;⟧\n ⟦count⟧\n⟦ 48112⟧
agent: ⟦CREATE INDEX ON chunks USING hnsw (embedding vector_cosine_ops)⟧ ⟦m=16, ef_construction=64⟧
agent: ⟦ 8812 | wiki/etl/loader.md | DSN=mysql://etl:****@db-gis:3306/parcels⟧
agent: ⟦[crawler] sitemap https://docs.kahu.nz/sitemap.xml: 214 urls⟧ ⟦skipped 12 (robots)⟧
agent: ⟦[crawler] fetch 200 https://files.kahu.nz/exports/parcels.zip⟧ ⟦(signed URL, query stripped)⟧
agent: ⟦$ trafilatura -u https://intranet.kahu.nz/howto/reset-your-password⟧ ⟦1,204 chars extracted⟧
agent: ⟦| Device | IP | Admin password |⟧\n⟦| LoRa gateway 3 | 10.4.0.13 | (in vault) |⟧
agent: ⟦Document(page_content='Field office setup⟧ ⟦SSID: Fale-Ops⟧ ⟦WPA2 passphrase: see sealed envelope'⟧, metadata={⟦'page': 3⟧})
agent: ⟦{"chunk_id": "satops-0017"⟧, ⟦"tokens": 211⟧, ⟦"text": "Rotate the tasking client secret every 90 days."}⟧
agent: ⟦SentenceTransformer('all-MiniLM-L6-v2')⟧ ⟦4,096 chunks -> 384-dim vectors in 41.2s⟧
agent: [{⟦'index': 2, 'relevance_score': 0.9821⟧, ⟦'text': 'Service tokens expire after 24 hours.'⟧}]
agent: ⟦(7.91, 'Door keypad PIN is changed each term by facilities.')⟧
agent: ⟦NodeWithScore(node=TextNode(id_='«uuid»'⟧, text=⟦'ssh keys are managed by the bastion'⟧), ⟦score=0.8124⟧)
agent: ⟦$ docling --to md scans/provisioning-form.pdf⟧ ⟦| API secret | (blank) |⟧
agent: ⟦Context [1] (runbooks/carrier.md#L14): CARRIER_API_KEY is read from the environment⟧
agent: ⟦HTTP 204 DELETE /collections/docs/api-keys/key_81c2⟧ ⟦(revoked)⟧
agent: ⟦# Netscape HTTP Cookie File⟧ ⟦(0 cookies)⟧
agent: ⟦[embedder] provider = "remote"⟧ ⟦api_key_env = "EMBED_API_KEY"⟧
agent: ⟦$ rg -n passphrase export/chunks/⟧\n⟦export/chunks/0412.txt:3:passphrase policy: five words or more⟧
agent: ⟦dedupe: 1,882 near-duplicate chunks (MinHash «h16»)⟧
agent: ⟦sha256 «h64»⟧ ⟦manuals/field-office.pdf⟧ ⟦unchanged, skipped⟧
agent: ⟦loader: 37 PDFs, 1,144 pages⟧ ⟦OCR on 12 pages⟧
agent: ⟦chunker: RecursiveCharacterTextSplitter(chunk_size=800, chunk_overlap=80)⟧ ⟦9,212 chunks⟧
agent: ⟦reranker bge-reranker-v2-m3⟧ ⟦top_n=5⟧ ⟦latency 212 ms⟧
agent: ⟦embedding job «uuid»⟧ ⟦state SUCCEEDED⟧ ⟦tokens billed 1,882,004⟧
agent: ⟦crawl depth 3⟧ ⟦ETag "«h40»"⟧ ⟦Last-Modified Sun, 06 Dec 2026 21:00:00 GMT⟧
agent: ⟦request id «U26»⟧ ⟦rate limited, retry after 12 s⟧
agent: ⟦trace «h32»⟧ ⟦span «h16»⟧ ⟦qdrant.search 38 ms⟧
agent: ⟦git commit «h40»⟧ ⟦docs: explain how tokens are rotated⟧
agent: ⟦object key ingest/2026/12/07/«h40».jsonl⟧ ⟦412 KB⟧
agent: ⟦secret scan: 0 findings in 9,212 chunks⟧ ⟦rules v«d1».«d2»⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ops@ground-station⟧
public: ⟦SHA256:«b64_43»⟧ ⟦host key of gw.kahu.nz⟧
public: ⟦kid «l16»⟧ ⟦alg RS256⟧ ⟦use sig⟧ in ⟦/.well-known/jwks.json⟧
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦(public, in the checkout page)⟧
public: ⟦Mapbox-style public token pk.«A32»⟧ ⟦scoped to styles:read⟧
public: ⟦GPG key 0x«H16»⟧ ⟦fingerprint «H40»⟧
public: ⟦certificate serial «H32»⟧ ⟦CN=api.esim.example⟧
public: ⟦Apple Team ID «U10»⟧ ⟦bundle nz.kahu.field⟧
public: ⟦Google Maps JS key restricted to *.kahu.nz⟧ ⟦id «A12»⟧
public: ⟦client_id «l24»⟧ ⟦(public client, PKCE)⟧
public: ⟦OAuth redirect_uri https://app.kahu.nz/callback⟧ ⟦state «A16»⟧
public: ⟦public key age1«l58»⟧ ⟦recipient for backups⟧
public: ⟦WireGuard PublicKey = «b64_43»=⟧ ⟦peer tonga-gw⟧
public: ⟦DevEUI «H16»⟧ ⟦JoinEUI «H16»⟧ ⟦(not keys)⟧
public: ⟦Gateway EUI «H16»⟧ ⟦frequency plan AU915⟧
public: ⟦SIM ICCID 89«d18»⟧ ⟦(printed on the card)⟧
public: ⟦IMEI «d15»⟧ ⟦model SARA-R510S⟧
public: ⟦NORAD id «d5»⟧ ⟦COSPAR 2026-«d3»A⟧
public: ⟦STAC item id «l10»_«d8»⟧ ⟦license CC-BY-4.0⟧
public: ⟦Qdrant point id «uuid»⟧ ⟦(not a credential)⟧
public: ⟦Weaviate object id «uuid»⟧ ⟦class DocChunk⟧
public: ⟦Milvus primary key «d18»⟧ ⟦auto_id true⟧
public: ⟦hash of the API key: sha256:«h64»⟧ ⟦(stored, not the key)⟧
public: ⟦key prefix sk_live_…«A4»⟧ ⟦last 4 only⟧
public: ⟦webhook id we_«A24»⟧ ⟦url https://hooks.kahu.nz/esim⟧
public: ⟦OpenID issuer https://auth.celitech.example⟧ ⟦jwks_uri /keys⟧
public: ⟦TLS fingerprint «H64»⟧ ⟦pinned for the tile server⟧
public: ⟦Arlula order id «uuid»⟧ ⟦supplier landsat⟧
public: ⟦RapidAPI host quality-of-service-on-demand.nokia.rapidapi.com⟧
public: ⟦x-correlator «uuid»⟧ ⟦(echoed in the response)⟧
"""

WORLD = r"""
world: ⟦Kia ora! Kua hurihia tō kupuhipa⟧ (your password was changed) ⟦2026-12-07⟧
world: ⟦Kua tukuna he waehere ki tō waea⟧ (a code was sent to your phone) ⟦…«d4»⟧
world: ⟦Talofa! Ua suia lau numera faalilolilo⟧ (your PIN was changed)
world: ⟦Mālō e lelei! Kuo liliu hoʻo lea fufū⟧ (your secret word was changed)
world: ⟦Aloha! Ua hoʻololi ʻia kāu huaʻōlelo huna⟧ (your password was changed)
world: ⟦Ua pau ka helu huna⟧ (the PIN expired) ⟦request new one at the office⟧
world: ⟦Ni sa bula vinaka! Sa veisautaki na nomu vosa vuni⟧ (your secret word was changed)
world: ⟦Gude! Mipela i salim hait namba long SMS⟧ (we sent the PIN by SMS) ⟦to …«d3»⟧
world: ⟦Pasword bilong yu i pinis⟧ (your password expired) ⟦senisim nau⟧
world: ⟦Halo! Niu pasword blong yu i redi⟧ (your new password is ready) ⟦long ofis⟧
world: ⟦ᎣᏏᏲ! Your password was reset⟧ ⟦ᏩᏙ⟧
world: ⟦Yáʼátʼééh! Your PIN expires in 3 days⟧ ⟦Ahéheeʼ⟧
world: ⟦ᑕᓂᓯ! Your recovery codes were regenerated⟧ ⟦(10 codes)⟧
world: ⟦Boozhoo! Your password was changed on 2026-12-06⟧ ⟦Miigwech⟧
world: ⟦Háu kola! Your login code was sent⟧ ⟦Pilámayaye⟧
world: ⟦Waqaa! Your clinic password will expire Friday⟧ ⟦Quyana⟧
world: ⟦Niltze! Tu contraseña fue cambiada⟧ ⟦Tlazohcamati⟧
world: ⟦Kia ora — 2 o ngā waehere whakaora kua toe⟧ (2 recovery codes left)
world: ⟦Talofa — ua lokaina lau account ona o PIN sese e 3⟧ (locked after 3 wrong PINs)
world: ⟦ʻOku ʻikai ke tonu ʻa e lea fufū⟧ (the secret word is not correct)
world: ⟦Aloha — ua hoʻouna ʻia ke kī API hou i kāu leka uila⟧ (the new API key was emailed)
world: ⟦Sa sega ni dodonu na naba vuni⟧ (the secret number is wrong) ⟦tovolea tale⟧
world: ⟦Token bilong API i pinis⟧ (the API token expired) ⟦kisim nupela⟧
world: ⟦Token blong API blong yu i finis⟧ (your API token expired)
world: ⟦ᎣᏏᏲ — two-step sign-in is on⟧ ⟦ᏩᏙ⟧
world: ⟦Boozhoo — your passphrase needs 5 words⟧
world: ⟦Waqaa — PIN changes are done at the co-op desk⟧
world: ⟦Niltze — el token de acceso vence en 24 horas⟧
world: ⟦Kia ora — kaua e tuku i tō kupuhipa ki tētahi atu⟧ (never share your password)
world: ⟦Aloha — mai hōʻike i kāu helu huna⟧ (do not reveal your PIN)
"""

VENDOR_IDS = r"""
vendor: ⟦Airalo order «d6»⟧ ⟦package kiwi-7days-1gb⟧ ⟦ICCID 89«d17»⟧
vendor: ⟦Airalo client_id «h16»⟧ ⟦(identifies the partner; the secret is separate)⟧
vendor: ⟦eSIM Go order reference «uuid»⟧ ⟦bundle esim_1GB_7D_NZ_V2⟧
vendor: ⟦eSIM Go ICCID 8944«d16»⟧ ⟦state Active⟧
vendor: ⟦Network as Code device drone-17@testcsp.net⟧ ⟦session «uuid»⟧
vendor: ⟦Nokia NaC application «l12»⟧ ⟦QoD profile QOS_E⟧
vendor: ⟦SkyFi archive «uuid»⟧ ⟦provider SATELLOGIC⟧ ⟦GSD 0.7 m⟧
vendor: ⟦SkyFi order «uuid»⟧ ⟦deliveryDriver S3⟧
vendor: ⟦Capella STAC item CAPELLA_C«d2»_SP_SLC_HH_«d14»_«d14»⟧
vendor: ⟦Capella task «uuid»⟧ ⟦status accepted⟧
vendor: ⟦D7 Networks request_id «uuid»⟧ ⟦status accepted⟧ ⟦originator TONGA-ALERT⟧
vendor: ⟦Arlula ordering id «uuid»⟧ ⟦eula default⟧ ⟦seats 1⟧
vendor: ⟦Celitech purchase «uuid»⟧ ⟦destination NZL⟧ ⟦dataLimitInGB 3⟧
vendor: ⟦Telna bundle pacific-roaming⟧ ⟦IMSI 234«d12»⟧
vendor: ⟦Truphone SIM group buoys-pacific⟧ ⟦iccid 8944«d16»⟧
vendor: ⟦Simbase SIM tag reef-sensor⟧ ⟦iccid 89882280«d11»⟧
vendor: ⟦Astrocast device GUID «uuid»⟧ ⟦message «d9»⟧
vendor: ⟦Kinéis device id «d6»⟧ ⟦beacon type KIM2⟧
vendor: ⟦ORBCOMM IDP mobile id «d8»SKY«U3»⟧ ⟦access id «d8»⟧ ⟦(not the password)⟧
vendor: ⟦Satellogic capture «uuid»⟧ ⟦outcome_id «l10»⟧
vendor: ⟦BlackSky order «uuid»⟧ ⟦image «U3»-«d10»⟧
vendor: ⟦ICEYE frame ICEYE_X«d2»_SLC_SM_«d8»_«d14»⟧
vendor: ⟦Dronelink plan «l20»⟧ ⟦components 3⟧
vendor: ⟦FlytBase org-id «h14»⟧ ⟦dock «U6»⟧
vendor: ⟦Airdata flight «d9»⟧ ⟦duration 18 min⟧
vendor: ⟦Movider message id «A20»⟧ ⟦status DELIVRD⟧
vendor: ⟦Msegat sender VAKA⟧ ⟦code M0000 success⟧
vendor: ⟦Taqnyat messageId «d12»⟧ ⟦cost 0.05⟧
vendor: ⟦Sent.dm sender id «uuid»⟧ ⟦(public)⟧
vendor: ⟦Open Gateway client_id «uuid»⟧ ⟦scope sim-swap⟧ ⟦(the secret is not shown)⟧
"""
