/**
 * Every text the server answers and the rules produce, in both languages. Keys are
 * stable; `{name}` placeholders are filled by `format`.
 */
export type Lang = 'zh' | 'en';

export const messages = {
  'rule.required': { zh: '必填', en: 'Required' },
  'rule.integer': { zh: '必须输入数字', en: 'Must be a whole number' },
  'rule.numeric': { zh: '必须输入数值', en: 'Must be a number' },
  'rule.nonNegative': { zh: '必须输入不小于零数值', en: 'Must be a number not less than zero' },
  'rule.positive': { zh: '必须输入大于零的数值', en: 'Must be a number greater than zero' },
  'rule.score': { zh: '必须输入0-100的分数', en: 'Must be a score from 0 to 100' },
  'rule.telephone': { zh: '电话号码格式错误', en: 'Telephone number format is wrong' },
  'rule.type': { zh: '类型错误，应为{expected}', en: 'Wrong type, expected {expected}' },
  'rule.maxLength': { zh: '长度不能超过{max}个字符', en: 'Must be at most {max} characters' },
  'rule.min': { zh: '不能小于{min}', en: 'Must not be less than {min}' },
  'rule.max': { zh: '不能大于{max}', en: 'Must not be greater than {max}' },
  'rule.precision': { zh: '最多{precision}位小数', en: 'At most {precision} decimal places' },
  'rule.flag': { zh: '只能是Y或N', en: 'Must be Y or N' },
  'rule.lookup': { zh: '值{value}不在值集{lookupType}中', en: 'Value {value} is not in lookup {lookupType}' },
  'rule.ref': { zh: '引用的记录{value}不存在', en: 'Referenced record {value} does not exist' },
  'rule.unique': { zh: '{value}已存在', en: '{value} already exists' },
  'rule.date': { zh: '日期格式应为yyyy-MM-dd', en: 'Date must be yyyy-MM-dd' },
  'rule.datetime': { zh: '日期时间格式错误', en: 'Date-time format is wrong' },
  'rule.password': { zh: '密码至少8位，且包含大写字母、小写字母和数字', en: 'Password needs at least 8 characters with upper case, lower case and a digit' },
  'error.sortColumns': { zh: '最多按{max}列排序', en: 'Sort by at most {max} columns' },
  'error.cursorBoth': { zh: 'after与before只能给出其一', en: 'Give either after or before, not both' },
  'error.validation': { zh: '数据校验失败：{detail}', en: 'Validation failed: {detail}' },
  'error.unknownField': { zh: '未知字段：{field}', en: 'Unknown field: {field}' },
  'error.malformedJson': { zh: '请求体不是合法的JSON', en: 'The request body is not valid JSON' },
  'error.bodyNotObject': { zh: '请求体必须是JSON对象', en: 'The request body must be a JSON object' },
  'error.bodyNotArray': { zh: '请求体必须是数组', en: 'The request body must be an array' },
  'error.pageRows': { zh: 'pageRows必须在1到{max}之间', en: 'pageRows must be between 1 and {max}' },
  'error.pageIndex': { zh: 'pageIndex必须是不小于1的整数', en: 'pageIndex must be a whole number of at least 1' },
  'error.unknownEntity': { zh: '未知的业务对象：{entity}', en: 'Unknown entity: {entity}' },
  'error.unknownOperation': { zh: '未知的操作：{operation}', en: 'Unknown operation: {operation}' },
  'error.notFound': { zh: '记录不存在或无权访问', en: 'The record does not exist or you may not see it' },
  'error.staleVersion': { zh: '该记录已被他人修改，请刷新后重试', en: 'Someone else changed this record; reload it and try again' },
  'error.versionRequired': { zh: '修改记录时必须提供versionNum', en: 'versionNum is required to change a record' },
  'error.notEditable': { zh: '当前状态“{state}”下不能修改', en: 'The record cannot be changed in state "{state}"' },
  'error.transition': { zh: '当前状态“{state}”不能执行“{action}”', en: 'Action "{action}" is not allowed in state "{state}"' },
  'error.commentRequired': { zh: '请填写意见', en: 'A comment is required' },
  'error.selfApproval': { zh: '不能审批自己提交的单据', en: 'You cannot approve a document you submitted' },
  'error.readOnlyEntity': { zh: '该数据只读', en: 'This data is read-only' },
  'error.idsRequired': { zh: 'ids不能为空', en: 'ids cannot be empty' },
  'error.unauthenticated': { zh: '未登录或登录已过期', en: 'Not signed in, or the session has expired' },
  'error.forbidden': { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  'error.signature': { zh: '请求签名无效或已过期', en: 'The request signature is invalid or expired' },
  'error.login': { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  'error.captcha': { zh: '验证码错误或已过期', en: 'The validate code is wrong or expired' },
  'error.throttled': { zh: '登录失败次数过多，请{minutes}分钟后再试', en: 'Too many failed sign-ins; try again in {minutes} minutes' },
  'error.userDisabled': { zh: '用户已停用', en: 'The user is disabled' },
  'error.oldPassword': { zh: '原密码错误', en: 'The current password is wrong' },
  'error.emailCode': { zh: '邮箱验证码错误或已过期', en: 'The e-mail code is wrong or expired' },
  'error.emailUnknown': { zh: '该邮箱未注册', en: 'No user has this e-mail address' },
  'error.respNotAssigned': { zh: '当前用户没有该职责', en: 'The user does not hold this responsibility' },
  'error.tooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'error.quantityExceeded': { zh: '第{line}行数量{quantity}超过剩余可用数量{open}', en: 'Line {line}: quantity {quantity} exceeds the {open} still open' },
  'error.hasFollowUp': { zh: '已有后续单据{document}，不能执行此操作', en: 'Follow-up document {document} exists; this is no longer possible' },
  'error.noSupplier': {
    zh: '物料{item}没有有效的货源清单或价格协议，请指定供应商',
    en: 'Material {item} has no valid approved supplier or agreement; choose a supplier',
  },
  'error.mixedSuppliers': {
    zh: '所选行推荐的供应商不同（{suppliers}），请指定一个供应商',
    en: 'The chosen lines propose different suppliers ({suppliers}); choose one supplier',
  },
  'error.lineNotAvailable': { zh: '所选行{line}已不可用（已下单、关闭或取消）', en: 'Line {line} is no longer available (ordered, closed or cancelled)' },
  'rule.unitConversion': { zh: '没有从{from}到{to}的单位换算', en: 'No unit conversion from {from} to {to}' },
  'rule.exchangeRate': { zh: '没有{currency}的有效汇率', en: 'No valid exchange rate for {currency}' },
  'rule.orderLineState': { zh: '订单行{value}未确认或已关闭，不能送货', en: 'Order line {value} is not confirmed or is closed; it cannot be shipped' },
  'error.internal': { zh: '服务器内部错误', en: 'Internal server error' },
  'error.routeNotFound': { zh: '接口不存在：{url}', en: 'No such endpoint: {url}' },
  'error.deleteReferenced': { zh: '记录已被引用，不能删除', en: 'The record is referenced and cannot be deleted' },
  'error.fileFormat': { zh: '不支持的文件格式', en: 'unsupported file format' },
  'error.fileTooLarge': { zh: '{fileName}附件过大', en: '{fileName} attachment too large' },
  'error.attachmentIdsRequired': { zh: '附件ID不能为空', en: 'attachment ids cannot be empty' },
  'error.fileNotFound': { zh: '未找到文件信息', en: 'file information not found' },
  'error.fileIdRequired': { zh: '没有需要预览的文件ID信息', en: 'no file id information to preview' },
  'error.noFiles': { zh: '请选择要上传的文件', en: 'No file was sent' },
  'error.uploadIncomplete': {
    zh: '文件上传未完成：已接收{received}字节，共{total}字节',
    en: 'The upload is not complete: {received} of {total} bytes received',
  },
  'error.uploadAborted': { zh: '上传被中断，文件未保存', en: 'The upload was cut off; nothing was saved' },
  'error.uploadOffset': { zh: '分片起始位置应为{expected}', en: 'The chunk must start at byte {expected}' },
  'error.imageType': { zh: '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种', en: 'The image type must be one of .gif, jpeg, jpg, png, bmp' },
  'error.previewUnavailable': {
    zh: '未配置文档转换服务，无法在线预览该文件，请下载后查看',
    en: 'No document converter is configured to preview this file; download it instead',
  },
  'error.exportUrlRequired': { zh: '请求数据链接不能为空', en: 'request data link cannot be empty' },
  'error.exportColumnsRequired': { zh: '导出字段列表不能为空', en: 'export field list cannot be empty' },
  'error.exportUrlUnknown': { zh: '请求数据链接不是可导出的列表：{url}', en: 'The request data link is not a list that can be exported: {url}' },
  'error.excelInvalid': { zh: '文件不是有效的Excel(.xlsx)文件', en: 'The file is not a valid Excel (.xlsx) workbook' },
  'error.importEntityRequired': { zh: '请指定要导入的业务对象', en: 'Say which entity to import into' },
  'error.importEmpty': { zh: '导入文件中没有数据行', en: 'The import file has no data rows' },
  'error.importFailed': { zh: '导入失败：{count}行数据有误，未导入任何数据', en: 'Import failed: {count} rows have errors; nothing was imported' },
  'ok.attachmentDeleted': {
    zh: '附件删除成功，由于附件ID发生变化，请及时保存业务单据',
    en: 'attachment deleted successfully, because the attachment ID changed please save the business document in time',
  },
  'ok.backgroundExport': { zh: '已提交后台EXCEL导出', en: 'submitted to background EXCEL export' },
  'ok.backgroundImport': { zh: '已提交后台EXCEL导入', en: 'submitted to background EXCEL import' },
  'ok.imported': { zh: '成功导入{count}行', en: '{count} rows imported' },
  'ok.saved': { zh: '保存成功', en: 'Saved' },
  'ok.deleted': { zh: '删除成功', en: 'Deleted' },
  'ok.done': { zh: '操作成功', en: 'Done' },
  'ok.handled': { zh: '处理成功', en: 'Handled' },
  'ok.codeSent': { zh: '验证码已发送', en: 'The code has been sent' },
  'ok.passwordChanged': { zh: '密码已修改', en: 'The password has been changed' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function format(key: MessageKey, lang: Lang, params: Record<string, unknown> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** SPEC section 7: the language header carries CN or EN (lookup SYSTEM_LANGUAGE). */
export function langFromCode(code: string | undefined | null): Lang {
  const c = (code ?? '').toLowerCase();
  return c.startsWith('en') ? 'en' : 'zh';
}
