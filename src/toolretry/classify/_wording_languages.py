"""The "try again later" kin in the languages beyond the first tables of `_text_signals`:
one row per language, each naming what waiting fixes (busy, overloaded, temporarily
unavailable, too many requests, a timeout).

Each row is written from how services and operating systems word these failures, as phrases
that say "later" and not a bare "try again" (said after any refusal), and a lone word only where
it means a busy server in an error (fa شلوغ, bn ব্যস্ত, as ar مشغول and hi व्यस्त): a message
is the weakest fact, and a false "wait" costs a retry of a request that will not change.
Rows are matched against the lower-cased head of a message.
"""

from __future__ import annotations

__all__ = ["MORE_LANGUAGES", "MORE_QUOTA", "MORE_STEMS"]

MORE_LANGUAGES: tuple[tuple[str, str, str], ...] = (
    (
        "en",
        r"too many (simultaneous|concurrent|parallel|pending|active) \w+"
        r"|(max(imum)?|too many) (number of )?(connections|clients|sessions) (exceeded|reached)"
        r"|\b(connection|request|send|publish) rate (exceeded|too high)|throughput exceeded"
        r"|could(n't| not) resolve host|couldn't connect|failed to connect"
        r"|(cannot|can't|unable to) connect to\b"
        r"|returned error: (50[0-9]|429|408)\b",
        "load, a connection cap or the network: the next attempt may pass",
    ),
    (
        "th",
        r"ลองใหม่(อีกครั้ง)?(ภายหลัง|ในภายหลัง)|(ระบบ|เซิร์ฟเวอร์|บริการ)(ไม่ว่าง|ทำงานหนัก|มีผู้ใช้งานจำนวนมาก)"
        r"|ไม่พร้อมใช้งานชั่วคราว|ไม่สามารถใช้งานได้ชั่วคราว|คำขอมากเกินไป|หมดเวลา",
        "ลองใหม่ภายหลัง",
    ),
    (
        "uk",
        r"спробуйте (ще раз |знову )?пізніше|повторіть (спробу )?пізніше|тимчасово недоступ"
        r"|перевантажен|(за|занадто )багато запитів|час очікування (вичерпано|минув)",
        "пізніше",
    ),
    (
        "bg",
        r"опитайте (отново )?по-късно|временно недостъп|твърде много (заявки|искания)"
        r"|претоварен|(сървърът|услугата) е зает",
        "по-късно",
    ),
    (
        "sr hr bs sl",
        r"покушајте (поново )?касније|привремено недоступ|превише захтева|преоптерећен"
        r"|pokušajte (ponovno |ponovo |opet )?kasnije|privremeno (nedostupn|nije dostupn)"
        r"|previše zahtjeva|previše zahteva|preopterećen|poskusite (znova |ponovno )?kasneje"
        r"|začasno (nedosegljiv|ni na voljo)|preveč zahtev|preobremenjen",
        "kasnije",
    ),
    (
        "cs sk",
        r"zkuste[^.]{0,25}později"
        r"|příliš mnoho (požadavků|dotazů|žádostí)|dočasně (nedostupn|není dostupn)|přetížen"
        r"|vypršel časový limit|skúste[^.]{0,25}neskôr"
        r"|príliš veľa (požiadaviek|žiadostí)"
        r"|dočasne (nedostupn|nie je dostupn)|preťažen|vypršal časový limit",
        "později / neskôr",
    ),
    (
        "ro hu",
        r"(încercați|reîncercați|incercati|reincercati) (din nou )?mai (târziu|tarziu)"
        r"|temporar (indisponibil|nu este disponibil)|prea multe (cereri|solicitări|solicitari)"
        r"|supraîncărcat|(serverul|serviciul|sistemul) (este )?ocupat"
        r"|próbálja (meg )?(újra )?később|később (újra|ismét)"
        r"|ideiglenesen (nem elérhető|elérhetetlen)"
        r"|túl sok (kérés|kérelem|lekérdezés)|túlterhelt|időtúllépés",
        "mai târziu / később",
    ),
    (
        "sv da no",
        r"försök (igen )?senare|tillfälligt (otillgänglig|ej tillgänglig|nere)"
        r"|för många (förfrågningar|anrop|begäranden|förfrågningar)|överbelast"
        r"|(servern|tjänsten|systemet) är upptage|prøv (igen |igjen )?senere"
        r"|midlertidigt? (utilgængelig|utilgjengelig|ikke tilgængelig|ikke tilgjengelig)"
        r"|for mange (anmodninger|forespørgsler|forespørsler|kald|anrop)|overbelastet"
        r"|tidsgrænse overskredet|tidsavbrudd",
        "senare / senere",
    ),
    (
        "fi et",
        r"yritä[^.]{0,20}myöhemmin|myöhemmin uudelleen|tilapäisesti (poissa käytöstä|ei saatavilla"
        r"|pois käytöstä)|liian monta (pyyntöä|kyselyä)|ylikuormit|aikakatkaisu"
        r"|proovige[^.]{0,20}hiljem|hiljem uuesti|ajutiselt (kättesaamatu|pole saadaval|ei ole"
        r" saadaval)|liiga palju päringuid|ülekoormatud",
        "myöhemmin / hiljem",
    ),
    (
        "lt lv",
        r"bandykite (dar kartą |vėl )?vėliau|laikinai (nepasiekiam|neprieinam)|per daug užklausų"
        r"|perkrautas|mēģiniet (vēlreiz |atkārtoti )?vēlāk|īslaicīgi nav pieejam"
        r"|pārāk daudz pieprasījumu|pārslogots",
        "vėliau / vēlāk",
    ),
    (
        "el",
        r"δοκιμάστε (ξανά |πάλι )?αργότερα|προσπαθήστε (ξανά )?αργότερα|προσωρινά μη διαθέσιμ"
        r"|πάρα πολλά αιτήματα|υπερφορτωμέν|(διακομιστής|υπηρεσία|σύστημα) (είναι )?απασχολημέν"
        r"|λήξη (του )?χρονικού ορίου",
        "αργότερα",
    ),
    (
        "he",
        r"(נסו|נסה|נסי) (שוב|שנית) (מאוחר יותר|בעוד)|(השרת|השירות|המערכת) עמוס"
        r"|(אינו|אינה|לא) זמינ?ה? (זמנית|כרגע)|זמנית (אינו|לא) זמין|יותר מדי בקשות"
        r"|תם הזמן הקצוב|עומס (על|בשרת|במערכת)",
        "מאוחר יותר",
    ),
    (
        "fa ur",
        r"(بعدا|بعداً|بعدًا) (دوباره|مجددا|مجدداً)|شلوغ|(موقتا|موقتاً|موقتًا) (در دسترس نیست|غیرفعال)"
        r"|درخواست[\u200c ]?(های|ها)? (بیش از حد|زیادی)|مهلت زمانی (به پایان رسید|تمام شد)"
        r"|بعد میں (دوبارہ|پھر) کوشش|مصروف ہے|عارضی طور پر (دستیاب نہیں|غیر دستیاب)"
        r"|بہت زیادہ درخواستیں",
        "بعداً / بعد میں",
    ),
    (
        "bn ta te mr",
        r"পরে আবার চেষ্টা|ব্যস্ত|(সাময়িকভাবে|অস্থায়ীভাবে) (অনুপলব্ধ|উপলব্ধ নয়)|অনেক বেশি অনুরোধ"
        r"|பின்னர் (மீண்டும் )?முயற்சி|தற்காலிகமாக (கிடைக்கவில்லை|கிடைக்காது)|அதிக(மான)? கோரிக்கைகள்"
        r"|பிஸியாக|(அதிக|கூடுதல்) (சுமை|பளு)|சுமை அதிகமாக|சிறிது நேரம் கழித்து|"
        r"తర్వాత మళ్లీ ప్రయత్నించ|తాత్కాలికంగా అందుబాటులో లేదు|చాలా ఎక్కువ అభ్యర్థనలు"
        r"|नंतर पुन्हा प्रयत्न|तात्पुरते उपलब्ध नाही|खूप जास्त विनंत्या",
        "পরে / பின்னர் / తర్వాత / नंतर",
    ),
    (
        "ka",
        r"(სცადეთ|სცადოთ) (მოგვიანებით|ცოტა ხანში)|მოგვიანებით (სცადეთ|სცადოთ|კიდევ)"
        r"|(დროებით|დროებითი) (მიუწვდომელ|ხელმიუწვდომელ)|გადატვირთულია|დატვირთულია|დაკავებულია"
        r"|ძალიან ბევრი (მოთხოვნა|მოთხოვნები)",
        "მოგვიანებით",
    ),
    (
        "ms tl sw ca",
        r"cuba (lagi|semula) (kemudian|sebentar lagi|nanti)|tidak tersedia (buat|untuk) sementara"
        r"|subukan(g)? (muli|ulit) (mamaya|mamaya)|pansamantalang hindi (available|magagamit)"
        r"|masyadong maraming (request|kahilingan)|jaribu tena (baadaye|baada ya muda)"
        r"|haipatikani kwa muda|maombi mengi (mno|sana|kupita kiasi)"
        r"|torn(eu|a)-ho a provar (més tard|d'aquí a una estona)|temporalment no disponible"
        r"|massa (sol·licituds|peticions)",
        "kemudian / mamaya / baadaye / més tard",
    ),
)
"""(languages, pattern over the lower-cased head of a message, reason): waiting helps."""

# An account's prepaid credit or quota used up, or a call to top it up, in the languages the
# first quota rows of `_text_signals` leave out: a person must pay; no wait and no other
# argument helps. (A customer's own balance, "insufficient balance", is a business refusal and
# is not here.)
MORE_QUOTA: tuple[tuple[str, str, str], ...] = (
    (
        "hi vi th id ar tr",
        r"(क्रेडिट|कोटा|बैलेंस) (समाप्त|खत्म|ख़त्म)|(रिचार्ज|टॉप[- ]?अप) करें"
        r"|hết (tín dụng|hạn mức|quota|lượt gọi)|nạp (thêm )?(tiền|tín dụng) vào tài khoản"
        r"|(เครดิต|โควต้า|โควตา)(ของคุณ)?หมด|(กรุณา|โปรด)เติม(เงิน|เครดิต)"
        r"|(kuota|kredit) (anda )?(telah )?(habis|terlampaui)|isi ulang (saldo|kredit|kuota)"
        r"|(نفد|نفاد|انتهى) (ال)?(رصيد|حصة|الرصيد)|(اشحن|يرجى شحن|الرجاء شحن) (ال)?رصيد"
        r"|kota(nız)? (aşıldı|doldu|tükendi)|kredi(niz|ler)? (bitti|tükendi)"
        r"|(bakiye|kredi) yükleyin",
        "क्रेडिट समाप्त / hết tín dụng / เครดิตหมด / kuota habis / نفد الرصيد / kota aşıldı",
    ),
    (
        "pl nl sv uk",
        # (a bare "limit" is left out: a rate limit is worded the same and waiting ends it)
        r"(kredyt|pakiet)\w*( \w+)? (został\w* )?wyczerpan|wyczerpan\w* (kredyt|pakiet)"
        r"|(dzienny|miesięczny) limit\w* (został )?wyczerpan|doładuj (konto|saldo|środki)"
        r"|tegoed (is )?(op|opgebruikt)\b|quotum (is )?(overschreden|bereikt|opgebruikt)"
        r"|(waardeer|vul) (je |uw )?tegoed (op|aan)"
        r"|kvot(en)? (är )?(överskriden|slut|förbrukad)|krediter(na)? (är )?slut"
        r"|fyll på (ditt |ert )?saldo|(вичерпано|вичерпан\w*) (квот|кредит)"
        r"|(квот\w*|кредит\w*) вичерпан|(денний|місячний) ліміт\w* вичерпан"
        r"|поповніть (баланс|рахунок)",
        "wyczerpany / tegoed op / kvoten slut / вичерпано",
    ),
)
"""(languages, pattern over the lower-cased head of a message, reason): a person must pay."""

# Every ASCII alternative above contains one of these (the ASCII gate of `_text_signals`).
MORE_STEMS = (
    "too many", "maximum", "max ", "rate exceeded", "rate too", "throughput", "resolve host",
    "connect", "returned error", "privremeno", "kasneje", "preobremenjen", "tarziu",
    "temporar", "prea multe", "ocupat", "tilgj", "for mange", "overbelast", "tidsavbrudd",
    "ylikuormit", "aikakatkaisu", "proovige", "hiljem", "ajutiselt", "laikinai", "perkrautas",
    "cuba ", "tidak tersedia", "subukan", "pansamantala", "masyadong", "jaribu",
    "haipatikani", "maombi", "provar", "temporalment", "massa sol", "massa pet",
    "kuota", "kredit", "isi ulang", "kota", "kredi", "bakiye", "wyczerpan", "doładuj",
    "tegoed", "quotum", "kvot", "krediter", "fyll på",
)  # fmt: skip
