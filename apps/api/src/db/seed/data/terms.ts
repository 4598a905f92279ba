/**
 * Reference data: the terms and conditions page that business clients accept when they register,
 * in Arabic and English. Plain text: numbered sections, paragraphs separated by a blank line.
 */
import type { SeedTerms } from './types';

const contentAr = `تنظم هذه الشروط والأحكام العلاقة بين شركة الشحن («الشركة») وكل عميل تجاري يستخدم بوابة العملاء أو خدمات الشحن والتوصيل والتحصيل التي تقدمها الشركة. باستخدامك البوابة أو إرسالك أي طلب فإنك توافق على هذه الشروط.

1. التعريفات

«العميل»: الشخص الطبيعي أو الاعتباري المسجل في البوابة والذي يرسل الشحنات. «المستلم»: الشخص الذي تُسلَّم إليه الشحنة. «الطلب»: شحنة واحدة مسجلة في البوابة ببيانات مستلمها ومبلغ تحصيلها. «المهمة»: زيارة يقوم بها كابتن الشركة للاستلام أو التوريد أو إعادة المرتجعات. «التوريد»: تسليم المبالغ المحصلة للعميل بعد خصم المصاريف المستحقة. «الكابتن»: مندوب التوصيل التابع للشركة.

2. الحساب

يلتزم العميل بتقديم بيانات صحيحة وكاملة عند التسجيل وتحديثها عند تغيرها، بما فيها بيانات الحساب البنكي أو المحفظة المستخدمة في التوريد.

العميل مسؤول عن سرية كلمة المرور وعن كل ما يتم من خلال حسابه وحسابات المستخدمين التابعين له، وعليه إبلاغ الشركة فورًا عند الاشتباه في أي استخدام غير مصرح به.

3. الطلبات والتغليف

يلتزم العميل بإدخال بيانات المستلم كاملة وصحيحة (الاسم ورقم الهاتف والمحافظة والمنطقة والعنوان التفصيلي) ووصف محتوى الشحنة ومبلغ التحصيل بدقة.

يجب تغليف الشحنات تغليفًا مناسبًا يحميها أثناء النقل، مع لصق رقم الطلب بوضوح على كل شحنة. لا تتحمل الشركة مسؤولية التلف الناتج عن سوء التغليف.

يحق للشركة رفض استلام أي شحنة غير مطابقة لبياناتها أو غير مغلفة بشكل مناسب.

4. الشحنات الممنوعة

يُحظر إرسال النقود والشيكات والذهب والمجوهرات الثمينة، والأدوية التي تتطلب وصفة طبية، والمواد القابلة للاشتعال أو المتفجرة أو الكيماوية الخطرة، والأسلحة والذخائر، والمواد المخدرة، والأطعمة سريعة التلف، والحيوانات، وأي سلعة مقلدة أو يحظرها القانون المصري.

يتحمل العميل وحده المسؤولية القانونية عن محتوى شحناته، ويحق للشركة فتح أي شحنة مشتبه بها بحضور العميل أو الجهات المختصة.

5. التحصيل عند التسليم والتوريد

يحصّل الكابتن من المستلم المبلغ المسجل على الطلب فقط، ولا يحق له تحصيل أي مبالغ إضافية.

تُضاف المبالغ المحصلة إلى رصيد العميل بعد تأكيد التسليم، وتُورَّد بعد خصم مصاريف الشحن والمرتجعات وفق الموعد وطريقة الدفع المتفق عليهما في التعاقد.

على العميل مراجعة كشف الحساب والإبلاغ عن أي اختلاف خلال سبعة أيام من تاريخ التوريد، وبعدها يُعد الكشف معتمدًا.

6. المرتجعات

إذا رفض المستلم الشحنة أو تعذر الوصول إليه بعد المحاولات المتفق عليها، تُعاد الشحنة إلى العميل في مهمة مرتجعات أو مع أقرب مهمة استلام، وتُحتسب مصاريف المرتجع وفق قائمة الأسعار.

يلتزم العميل باستلام مرتجعاته خلال ثلاثين يومًا من تحولها إلى «مرتجع لدى الشركة»، ولا تتحمل الشركة مسؤولية المرتجعات التي لم تُستلم بعد هذه المدة.

7. المسؤولية والتعويض

تتحمل الشركة مسؤولية الشحنة من لحظة استلامها من العميل حتى تسليمها للمستلم أو إعادتها للعميل.

في حالة فقدان الشحنة أو تلفها بسبب يرجع إلى الشركة، يكون التعويض بحد أقصى القيمة المسجلة على الطلب أو القيمة الفعلية للمحتوى أيهما أقل، بعد التحقق من الشكوى.

لا تتحمل الشركة مسؤولية التأخير الناتج عن ظروف خارجة عن إرادتها، مثل الأحوال الجوية أو إغلاق الطرق أو القرارات الحكومية، ولا عن أي خسائر غير مباشرة أو أرباح فائتة.

8. إيقاف الحساب وإنهاء التعامل

يحق للشركة إيقاف الحساب مؤقتًا أو نهائيًا عند مخالفة هذه الشروط، أو إرسال شحنات ممنوعة، أو تكرار البيانات غير الصحيحة، أو عدم استكمال مستندات التعاقد.

أثناء الإيقاف يمكن للعميل متابعة طلباته الحالية ورصيده وطلب مهام الاستلام والمرتجعات فقط، وتُورَّد له المبالغ المستحقة بعد تسوية أي التزامات قائمة.

يجوز لأي من الطرفين إنهاء التعامل بإخطار كتابي، على أن تُسوّى جميع الشحنات والمبالغ المعلقة قبل إغلاق الحساب.

9. حماية البيانات

تستخدم الشركة بيانات العميل والمستلمين فقط لتنفيذ الطلبات والتواصل بشأنها وتحسين الخدمة، ولا تبيعها أو تشاركها مع أي طرف ثالث إلا بالقدر اللازم لتنفيذ الخدمة أو بناءً على طلب جهة مختصة قانونًا.

يلتزم العميل بالحصول على موافقة المستلمين على مشاركة بياناتهم مع الشركة لغرض التوصيل.

10. تعديل الشروط

يحق للشركة تعديل هذه الشروط والأحكام أو قائمة الأسعار، وتُخطر العملاء بالتعديلات عبر البوابة أو البريد الإلكتروني قبل سريانها بسبعة أيام على الأقل. استمرار استخدام الخدمة بعد سريان التعديل يُعد موافقة عليه.

تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم القاهرة بنظر أي نزاع ينشأ عنها.`;

const contentEn = `These terms and conditions govern the relationship between the courier company ("the Company") and every business client that uses the client portal or the Company's shipping, delivery and cash collection services. By using the portal or sending any order you agree to these terms.

1. Definitions

"Client": the person or company registered on the portal that sends parcels. "Receiver": the person a parcel is delivered to. "Order": one parcel registered on the portal with its receiver's details and the amount to collect. "Mission": a visit by a Company captain to pick up parcels, supply cash or bring back returns. "Supply": handing the collected amounts to the Client after the fees due are deducted. "Captain": the Company's delivery representative.

2. Account

The Client must give true and complete details when registering and keep them up to date, including the bank account or wallet used for supply.

The Client is responsible for keeping its password secret and for everything done through its account and the accounts of its users, and must tell the Company at once if it suspects any unauthorised use.

3. Orders and packaging

The Client must enter complete and correct receiver details (name, phone number, governorate, area and full address) and describe the contents and the amount to collect accurately.

Parcels must be packed well enough to be protected in transit, with the order number clearly attached to each parcel. The Company is not liable for damage caused by poor packaging.

The Company may refuse to pick up any parcel that does not match its details or is not properly packed.

4. Prohibited items

It is forbidden to ship cash, cheques, gold and valuable jewellery, prescription medicines, flammable, explosive or dangerous chemical materials, weapons and ammunition, narcotics, perishable food, animals, and any counterfeit goods or anything prohibited by Egyptian law.

The Client alone bears legal responsibility for the contents of its parcels. The Company may open any suspicious parcel in the presence of the Client or the competent authorities.

5. Cash on delivery and supply

The captain collects from the receiver only the amount recorded on the order and may not collect any extra amount.

Collected amounts are added to the Client's balance once delivery is confirmed and are supplied, less shipping and return fees, on the schedule and by the payment method agreed in the contract.

The Client must review its statement and report any difference within seven days of the supply date; after that the statement is considered accepted.

6. Returns

If the receiver refuses a parcel or cannot be reached after the agreed attempts, the parcel is returned to the Client in a return mission or with the next pickup mission, and a return fee is charged according to the price list.

The Client must collect its returns within thirty days of their becoming "With company (returned)"; the Company is not responsible for returns not collected after that period.

7. Liability and compensation

The Company is responsible for a parcel from the moment it is picked up from the Client until it is delivered to the receiver or returned to the Client.

If a parcel is lost or damaged for a reason attributable to the Company, compensation is limited to the value recorded on the order or the actual value of the contents, whichever is lower, after the complaint has been verified.

The Company is not liable for delays caused by circumstances beyond its control, such as weather, road closures or government decisions, nor for any indirect loss or loss of profit.

8. Suspension and termination

The Company may suspend an account temporarily or permanently if these terms are breached, prohibited items are shipped, incorrect details are repeatedly given, or the contract documents are not completed.

While suspended, the Client may follow its current orders and balance and request pickup and return missions only; amounts due are supplied after any outstanding obligations are settled.

Either party may end the relationship by written notice, provided all pending parcels and amounts are settled before the account is closed.

9. Data protection

The Company uses the data of the Client and of receivers only to carry out and communicate about orders and to improve the service. It does not sell that data or share it with any third party except as needed to provide the service or when lawfully required by a competent authority.

The Client must obtain its receivers' consent to share their details with the Company for delivery.

10. Changes to these terms

The Company may change these terms and conditions or its price list and will notify clients through the portal or by email at least seven days before a change takes effect. Continuing to use the service after a change takes effect means accepting it.

These terms are governed by the laws of the Arab Republic of Egypt, and the courts of Cairo have jurisdiction over any dispute arising from them.`;

export const terms: SeedTerms = {
  titleAr: 'الشروط والأحكام',
  titleEn: 'Terms and conditions',
  contentAr,
  contentEn,
};
