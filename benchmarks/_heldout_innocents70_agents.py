"""Innocent set 70: notebook and data-science agent output with no secret, public keys and
publishable ids beside credential words, set 70's languages, and public ids of set 70's
vendors.

``AGENT``: Jupyter cells and tracebacks, pandas and polars reprs, Spark and Dask logs,
MLflow and W&B runs and DuckDB sessions where every credential is masked, referenced or
absent, and long generated ids that are not secret (run ids, commit hashes, object keys).
``PUBLIC``: public halves and identifiers. ``WORLD``: set 70's languages saying that a
password, PIN or code was changed, sent or expired, without one. ``VENDOR_IDS``: set 70's
vendors' public ids (app ids, athlete ids, venue ids, store ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Out[3]: {'POS_WAREHOUSE_HOST': 'wh.kopi-chain.internal', 'POS_WAREHOUSE_TOKEN': '***'}⟧
agent: ⟦Cell In[4], line 2⟧ ⟦OperationalError: connection to server at "wh.kopi-chain.internal" (10.2.0.14), port 5432 failed⟧
agent: ⟦File /tmp/ipykernel_40211/2718281828.py:2⟧ ⟦KeyError: 'api_secret'⟧
agent: ⟦mlflow run «h32»⟧ ⟦status FINISHED⟧ ⟦metrics.rmse 3.41⟧
agent: ⟦Run ID: «h32»⟧ ⟦Experiment ID: «d3»⟧ ⟦artifact_uri: s3://mlflow-artifacts/«d3»/«h32»/artifacts⟧
agent: ⟦wandb: Syncing run q9x2m1ab⟧ ⟦wandb: ⭐️ View project at https://wandb.ai/sleep-lab/hrv⟧
agent: ⟦wandb: Run summary: loss 0.182, val_auc 0.914⟧ ⟦wandb: Find logs at: ./wandb/run-20261207_083000-q9x2m1ab/logs⟧
agent: ⟦26/12/07 08:31:04 INFO SparkContext: Running Spark version 3.5.3⟧ ⟦Submitted application application_1733560000000_0042⟧
agent: ⟦INFO BlockManagerInfo: Added broadcast_3_piece0 in memory on 10.1.4.17:41221⟧ ⟦size: 12.4 KiB⟧
agent: ⟦spark.authenticate.secret = *********(redacted)⟧ ⟦spark.app.name = ticket-demand-forecast⟧
agent: ⟦distributed.scheduler - INFO - Register worker tcp://10.1.4.17:38211⟧ ⟦nthreads 4⟧
agent: ⟦Dask dashboard at http://10.1.4.2:8787/status⟧ ⟦workers 6, memory 96 GiB⟧
agent: ⟦duckdb: Catalog Error: Table with name bookings does not exist!⟧ ⟦Did you mean "booking"?⟧
agent: ⟦┌─────────┬────────────┐⟧ ⟦│ covers  │ 188        │⟧ (DuckDB box output, no secret)
agent: ⟦shape: (3, 2)⟧ ⟦token_count i64⟧ ⟦1842, 977, 3011⟧
agent: ⟦pandas: 412 rows × 6 columns⟧ ⟦columns: outlet, provider, api_secret_set, active⟧ (a boolean, not the secret)
agent: ⟦git log -1 --format=%H⟧ ⟦«h40»⟧ ⟦notebooks/03_delivery_eta.ipynb⟧
agent: ⟦rg -n "secret" notebooks/⟧ ⟦notebooks/03_delivery_eta.ipynb:211: "client_secret = os.environ['DELIVERY_SECRET']"⟧
agent: ⟦git diff --stat⟧ ⟦eda/attendance.ipynb | 14 +++++++-------⟧
agent: ⟦Jupyter Server 2.14.2 is running at http://analytics-box:8888/lab⟧ ⟦(token authentication enabled)⟧
agent: ⟦kaggle datasets download -d fitdata-lab/gym-checkins⟧ ⟦gym-checkins.zip: 38.2 MB⟧
agent: ⟦s3://fitlab-datalake/raw/wearables/2026/12/07/part-00017-«uuid».snappy.parquet⟧
agent: ⟦object key exports/token-usage-2026-12.csv⟧ ⟦size 1.1 MB⟧
agent: ⟦file secrets_template.yaml⟧ ⟦lines 14⟧ ⟦all values are ${VAR} references⟧
agent: ⟦password_reset_events.parquet⟧ ⟦rows 2,118⟧ ⟦columns user_id, requested_at, channel⟧
agent: ⟦MLproject entry point main⟧ ⟦command: python train.py --club all --crm-token-env CRM_TOKEN⟧ (env var name)
agent: ⟦%env CRM_TOKEN⟧ ⟦UsageError: Environment does not have key: CRM_TOKEN⟧
agent: ⟦HTTP/1.1 401 Unauthorized⟧ ⟦WWW-Authenticate: Bearer realm="notebook-hub", error="invalid_token"⟧
agent: ⟦HTTP/1.1 200 OK⟧ ⟦{"token_type":"Bearer","expires_in":3600,"scope":"heartrate sleep"}⟧ (no token in body)
agent: ⟦streamlit: secrets.toml not found at .streamlit/secrets.toml⟧ ⟦using st.secrets = {}⟧
agent: ⟦papermill-like run: executed 42 cells⟧ ⟦output notebook report_2026-12-07.ipynb⟧
agent: ⟦quarto publish netlify⟧ ⟦site-id «uuid»⟧ ⟦deploy «h24»⟧
agent: ⟦polars: SchemaError: column 'club_secret_present' expected Boolean⟧
agent: ⟦model registry: fitness-churn version 7⟧ ⟦stage Production⟧ ⟦source runs:/«h32»/model⟧
agent: ⟦dvc: 3 files modified⟧ ⟦data/raw/checkins.csv.dvc md5 «h32»⟧
agent: ⟦sha256 «h64»⟧ ⟦wheel wearables_sdk-2.4.0-py3-none-any.whl⟧
agent: ⟦pip: Looking in indexes: https://pypi.fitlab.io/simple⟧ ⟦User for pypi.fitlab.io: (skipped, keyring)⟧
agent: ⟦SparkUI bound to port 4040⟧ ⟦History server event log hdfs:///spark-logs/app-«d14»-0042⟧
agent: ⟦dataset version «h40»⟧ ⟦huggingface.co/datasets/fitlab/hr-zones⟧ (commit hash)
agent: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦duckdb.query 18.2 ms⟧
agent: ⟦ETag: "«h32»"⟧ ⟦Content-Type: application/vnd.apache.parquet⟧
agent: ⟦request id req_«A24»⟧ ⟦idempotency key ik_«A20»⟧ (not a credential)
agent: ⟦checkpoint epoch=12-step=4800.ckpt⟧ ⟦val_loss=0.2114⟧
agent: ⟦notebook kernel python3 (ipykernel 6.29.5)⟧ ⟦session «uuid»⟧
agent: ⟦Out[7]: creds.to_pandas().columns⟧ ⟦Index(['vendor', 'identifier', 'secret_ref'], dtype='object')⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» analyst@fitlab⟧ (public key)
public: ⟦-----BEGIN PUBLIC KEY-----⟧ ⟦MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«b64_40»⟧ ⟦-----END PUBLIC KEY-----⟧
public: ⟦Stripe-like publishable key pk_live_«A24»⟧ in the kiosk web page (documented as public)
public: ⟦Google Maps browser key restricted to *.kopi-chain.com⟧ ⟦key id «A12»⟧ (restricted, public)
public: ⟦JWKS kid «h16»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦GPG fingerprint «H40»⟧ for ⟦releases@fitlab.io⟧
public: ⟦OAuth client_id rowlog-web⟧ (public client, PKCE)
public: ⟦Intervals.icu athlete i«d5»⟧ ⟦public profile⟧
public: ⟦Flipdish AppId fd«d4»⟧ ⟦store «d5»⟧
public: ⟦Sirius project «l12»⟧ ⟦public menu URL https://sirius.menu/m/«l8»⟧
public: ⟦Skiddle event id «d8»⟧ ⟦venue id «d5»⟧
public: ⟦Virtuagym club id «d5»⟧ (the first digits of a secret are not the secret)
public: ⟦HotelRunner hr_id «d6»⟧ ⟦property Riverside Homestay⟧
public: ⟦Peloton user id «h32»⟧ (public profile id)
public: ⟦Eight Sleep device id «h24»⟧ ⟦side left⟧
public: ⟦COROS activity «d19»⟧ ⟦sportType 100⟧
public: ⟦Concept2 result «d8»⟧ ⟦2,000 m row 7:12.4⟧
public: ⟦webhook endpoint https://ops.kainan.ph/hooks/cuboh⟧ ⟦signing: enabled⟧
public: ⟦TLS certificate serial «H32»⟧ ⟦CN=api.kopi-chain.com⟧
public: ⟦SRI sha384-«b64_64»⟧ for ⟦menu-widget.js⟧
public: ⟦npm package @fitlab/wearables 2.4.0⟧ ⟦integrity sha512-«b64_86»==⟧
public: ⟦docker image ghcr.io/fitlab/notebook@sha256:«h64»⟧
public: ⟦git commit «h40»⟧ ⟦Merge pull request #412 from fitlab/token-refresh⟧
public: ⟦Apple Pay merchant id merchant.com.kopichain⟧ (public identifier)
public: ⟦Firebase apiKey AIza«A35»⟧ in ⟦google-services.json⟧ (documented as not secret)
public: ⟦Sentry DSN public key «h32»⟧ ⟦project 4505⟧
public: ⟦Mapbox public token pk.«A20»⟧ ⟦scope styles:tiles⟧
public: ⟦W&B entity sleep-lab⟧ ⟦project hrv⟧ ⟦run q9x2m1ab⟧
public: ⟦MLflow experiment «d3»⟧ ⟦name fitness-churn⟧
public: ⟦Kaggle username fitdata-lab⟧ (not the key)
"""

WORLD = r"""
world: ⟦รหัสผ่านของคุณถูกเปลี่ยนเรียบร้อยแล้ว⟧ (Thai: your password was changed)
world: ⟦รหัส OTP หมดอายุแล้ว⟧ ⟦กรุณาขอรหัสใหม่⟧ (Thai: the OTP expired)
world: ⟦ส่งรหัส PIN ใหม่ไปยังเบอร์ที่ลงท้ายด้วย 4421 แล้ว⟧ (Thai: a new PIN was sent)
world: ⟦ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ⟧ ⟦ເຫຼືອ 2 ຄັ້ງ⟧ (Lao: wrong password, 2 tries left)
world: ⟦ពាក្យសម្ងាត់មិនត្រឹមត្រូវ⟧ (Khmer: the password is wrong)
world: ⟦လျှို့ဝှက်နံပါတ် မှားယွင်းနေပါသည်⟧ (Burmese: the PIN is wrong)
world: ⟦Mật khẩu của bạn đã được thay đổi thành công.⟧
world: ⟦Mã OTP đã hết hạn.⟧ ⟦Vui lòng yêu cầu mã mới.⟧
world: ⟦Bạn còn 2 lần nhập mã PIN.⟧
world: ⟦Đã gửi mã khôi phục tới email của bạn.⟧
world: ⟦Napalitan na ang iyong password.⟧ (Tagalog)
world: ⟦Nag-expire na ang iyong OTP.⟧ ⟦Humiling ng bago.⟧
world: ⟦Gi-reset na ang imong PIN.⟧ (Cebuano)
world: ⟦Tembung sandhi sampun dipun gantos.⟧ (Javanese krama)
world: ⟦Kecap konci anjeun parantos diganti.⟧ (Sundanese)
world: ⟦Kata laluan anda telah ditukar.⟧ (Malay)
world: ⟦TAC telah tamat tempoh.⟧ ⟦Sila minta TAC baharu.⟧
world: ⟦کات لالوان اندا تله دتوکر⟧ (Malay in Jawi, as remembered)
world: ⟦Ita-nia senha troka ona.⟧ (Tetum, as remembered)
world: ⟦Kode PIN salah 3 kali; kartu diblokir.⟧ (Indonesian context, Balinese bank)
world: ⟦รหัสกู้คืนเหลือ 7 รหัส⟧ (Thai: 7 recovery codes remain)
world: ⟦ลืมรหัสผ่าน?⟧ ⟦แตะเพื่อรีเซ็ต⟧ (Thai: forgot password? tap to reset)
world: ⟦Quên mật khẩu?⟧ ⟦Nhấn vào đây để đặt lại.⟧
world: ⟦Khóa API đã bị thu hồi lúc 08:14.⟧ (Vietnamese: the API key was revoked)
world: ⟦คีย์ API ถูกเพิกถอนแล้ว⟧ (Thai: the API key was revoked)
world: ⟦Hindi tugma ang PIN.⟧ ⟦Subukan muli.⟧ (Tagalog: PIN does not match)
world: ⟦Kunci API telah dibatalkan.⟧ (Malay: the API key was cancelled)
world: ⟦ᜐᜓᜐᜒ⟧ (Baybayin word for key, no value)
world: ⟦ລະຫັດ OTP ໝົດອາຍຸແລ້ວ⟧ (Lao: the OTP expired)
world: ⟦Mã vé 2 đã được quét lúc 19:02⟧ (Vietnamese: ticket 2 was scanned)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Flipdish store «d5»⟧ ⟦menu «d6»⟧ ⟦order «d9»⟧
vendor-ids: ⟦Epos Now device «d5»⟧ ⟦location «d4»⟧ ⟦transaction «d10»⟧
vendor-ids: ⟦Restaurant365 location BKK-07⟧ ⟦GL account 4010 Food Sales⟧
vendor-ids: ⟦Skiddle eventcode LIVE⟧ ⟦event «d8»⟧
vendor-ids: ⟦PushPress company-id cmp_«A4»⟧ (public identifier)
vendor-ids: ⟦Virtuagym member «d6»⟧ ⟦membership «d5»⟧
vendor-ids: ⟦HotelRunner reservation R«d9»⟧ ⟦channel booking⟧
vendor-ids: ⟦Paytronix merchantId «d4»⟧ ⟦card 6009 **** **** «d4»⟧
vendor-ids: ⟦StubHub listing «d10»⟧ ⟦event «d9»⟧
vendor-ids: ⟦COROS userId «d18»⟧
vendor-ids: ⟦Swoogo event «d6»⟧ ⟦registrant «d8»⟧
vendor-ids: ⟦Eight Sleep userId «h32»⟧ ⟦device «h24»⟧
vendor-ids: ⟦Lunchbox store «d4»⟧ ⟦order «uuid»⟧
vendor-ids: ⟦Ticketbud event «d6»⟧ ⟦ticket type «d5»⟧
vendor-ids: ⟦Punchh location «d5»⟧ ⟦business «uuid»⟧
vendor-ids: ⟦Lavu dataname cafe_mango_bkk⟧ ⟦location «d3»⟧
vendor-ids: ⟦Tevalis site «d4»⟧ ⟦till «d2»⟧
vendor-ids: ⟦orderbird venue «d6»⟧ ⟦table 12⟧
vendor-ids: ⟦Vectron branch 0042⟧ ⟦POS 3⟧
vendor-ids: ⟦foodpanda chain code fp-th-«d4»⟧ ⟦vendor «l4»⟧
vendor-ids: ⟦ShopeeFood partner_id «d7»⟧ (public id) ⟦order «d16»⟧
vendor-ids: ⟦Baemin shop «d8»⟧
vendor-ids: ⟦Purplepass event «d6»⟧ ⟦order «d8»⟧
vendor-ids: ⟦Vivid Seats productionId «d7»⟧
vendor-ids: ⟦Whova event ph-devcon-26⟧ ⟦session «d5»⟧
vendor-ids: ⟦Roanuz project RS_P_«d4»⟧ ⟦match «l12»⟧
vendor-ids: ⟦TrainingPeaks athlete «d7»⟧ ⟦workout «d9»⟧
vendor-ids: ⟦RideWithGPS route «d8»⟧ ⟦trip «d9»⟧
vendor-ids: ⟦Catapult OpenField athlete «uuid»⟧ ⟦activity «uuid»⟧
vendor-ids: ⟦ClassPass venue «d5»⟧ ⟦schedule «d8»⟧
"""
